/**
 * Commonly confused characters and misspelt set phrases in Chinese school writing, as data. Each
 * entry is a wrong form that is wrong wherever it appears (no context needed), so the offline
 * check flags it without a model and without false alarms on correct text: "在一次" is often right
 * (在一次活动中), "在次" never is. Patterns with a `(?=…)` tail handle 的/地/得, where the next
 * word decides.
 */

/** A wrong form and its correction. `pattern` matches only the wrong characters. */
export interface Confusable {
  pattern: RegExp;
  right: string;
  /** Why, for the margin (的地得：动词前用“地”). */
  note: string;
}

const word = (wrong: string, right: string, note = '常见错别字'): Confusable => ({
  pattern: new RegExp(wrong, 'g'),
  right,
  note,
});

/** Adverbial words that take 地 before a verb (高兴地跳, 慢慢地走). */
const ADVERBIAL =
  '高兴|认真|仔细|飞快|慢慢|轻轻|静静|悄悄|默默|大声|小声|使劲|拼命|紧紧|渐渐|开心|兴奋|耐心|用力|专心|努力|激动|着急|急忙|匆匆|好奇';
/** Verbs that a 地-phrase often modifies. */
const VERB =
  '跑|走|说|看|听|写|读|想|笑|哭|跳|叫|喊|问|答|做|学|玩|吃|喝|唱|画|点头|拍手|望|站|坐|飞|游|抱|拿|推|拉|告诉|回答|朝|向|离开|走进|走出';
/** Verbs that take 得 before a degree complement (跑得很快). */
const VERB_DE =
  '跑|走|说|写|唱|跳|笑|哭|长|变|学|做|画|玩|吃|睡|飞|游|讲|洗|扫|打|踢|考|来|累|急|冻|热';
const DEGREE = '很|非常|特别|十分|真|格外|更|越来越|那么|这么|满头大汗|直不起腰|好极了|飞快';

/** The dictionary, checked in order; a span is flagged once. */
export const CONFUSABLES: readonly Confusable[] = [
  {
    pattern: new RegExp(`(?<=(?:${ADVERBIAL}))的(?=(?:${VERB}))`, 'g'),
    right: '地',
    note: '的地得：修饰动词用“地”',
  },
  {
    pattern: new RegExp(`(?<=(?:${VERB_DE}))的(?=(?:${DEGREE}))`, 'g'),
    right: '得',
    note: '的地得：动词后补充程度用“得”',
  },
  {
    pattern:
      /(?<=(?:美丽|漂亮|可爱|高大|绿色|红色|蓝色|雪白|金黄))地(?=(?:花|树|草|小鸟|天空|房子|衣服|书包|校园|大海|公园))/g,
    right: '的',
    note: '的地得：修饰名词用“的”',
  },
  word('在次', '再次', '在/再：表示又一次用“再”'),
  word('在见', '再见', '在/再：表示又一次用“再”'),
  word('在来一', '再来一', '在/再：表示又一次用“再”'),
  word('现再', '现在', '在/再：表示时间、处所用“在”'),
  word('正再', '正在', '在/再：表示时间、处所用“在”'),
  word('再家里', '在家里', '在/再：表示时间、处所用“在”'),
  word('再学校', '在学校', '在/再：表示时间、处所用“在”'),
  word('再所难免', '在所难免'),
  word('在接再厉', '再接再厉'),
  word('再接再励', '再接再厉'),
  word('迫不急待', '迫不及待'),
  word('一股作气', '一鼓作气'),
  word('穿流不息', '川流不息'),
  word('急燥', '急躁'),
  word('按步就班', '按部就班'),
  word('谈笑风声', '谈笑风生'),
  word('走头无路', '走投无路'),
  word('默守成规', '墨守成规'),
  word('甘败下风', '甘拜下风'),
  word('一愁莫展', '一筹莫展'),
  word('既使', '即使'),
  word('即然', '既然'),
  word('做业', '作业'),
  word('历害', '厉害'),
  word('部份', '部分'),
  word('竞然', '竟然'),
  word('兴高彩烈', '兴高采烈'),
  word('无精打彩', '无精打采'),
  word('坐位', '座位'),
  word('以经', '已经'),
  word('己经', '已经'),
  word('自已', '自己'),
  word('既将', '即将'),
  word('彷佛', '仿佛'),
  word('必竟', '毕竟'),
  word('毕竞', '毕竟'),
  word('震憾', '震撼'),
  word('松驰', '松弛'),
  word('一如继往', '一如既往'),
  word('滥芋充数', '滥竽充数'),
  word('金榜提名', '金榜题名'),
  word('声名雀起', '声名鹊起'),
  word('变本加利', '变本加厉'),
  word('提心掉胆', '提心吊胆'),
  word('别出新裁', '别出心裁'),
  word('悬梁刺骨', '悬梁刺股'),
  word('焕散', '涣散'),
  word('涣然一新', '焕然一新'),
  word('再三再四', '再三'),
  word('辨论', '辩论'),
  word('辩别', '辨别'),
  word('分辩是非', '分辨是非'),
  word('精兵减政', '精兵简政'),
  word('出奇不意', '出其不意'),
  word('美仑美奂', '美轮美奂'),
  word('世外桃园', '世外桃源'),
  word('心心相映', '心心相印'),
  word('脍灸人口', '脍炙人口'),
  word('感概', '感慨'),
  word('尤如', '犹如'),
  word('凑和', '凑合'),
  word('蹒珊', '蹒跚'),
  word('安祥', '安详'),
  word('暴光', '曝光'),
  word('渡过了一个', '度过了一个', '度/渡：时间用“度”'),
  word('渡过暑假', '度过暑假', '度/渡：时间用“度”'),
  word('渡过寒假', '度过寒假', '度/渡：时间用“度”'),
];
