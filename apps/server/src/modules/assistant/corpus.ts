/**
 * The built-in knowledge corpus of the AI assistant (ARCHITECTURE.md "Embedded defaults": offline
 * knowledge mode and the built-in web search): the online apps of the catalogue (name,
 * description, link `/chat/<uri>`), the compulsory-education curriculum documents of the
 * new-curriculum zone with a summary of each, and the product help (added by createAiEngines).
 */
import { asc, count, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { apps, standardDocs } from '../../db/schema';
import type { KnowledgeDocument } from '../../search/text-index';

/**
 * Summaries of the 2022 compulsory-education curriculum plan and standards, by document name:
 * the core competencies (核心素养) and main emphases each standard states. The database holds only
 * names and links; these give the offline mode something to quote. A document without a summary
 * here is still listed under its name.
 */
export const CURRICULUM_SUMMARIES: Readonly<Record<string, string>> = {
  '义务教育课程方案（2022年版）':
    '课程方案明确培养有理想、有本领、有担当的时代新人。课程设置九年一贯，统筹安排各学科课时。各门课程用不少于10%的课时设计跨学科主题学习。倡导大单元教学、综合学习和做中学，加强课程综合与实践育人。',
  '义务教育语文课程标准（2022年版）':
    '语文课程的核心素养包括文化自信、语言运用、思维能力和审美创造。课程内容以学习任务群组织，分为基础型、发展型和拓展型学习任务群。写作教学应贴近学生实际，让学生易于动笔、乐于表达，作文评价重视立意、结构、语言和真情实感。',
  '义务教育数学课程标准（2022年版）':
    '数学课程培养的核心素养是会用数学的眼光观察现实世界、会用数学的思维思考现实世界、会用数学的语言表达现实世界。课程内容分为数与代数、图形与几何、统计与概率、综合与实践四个领域，强调数感、量感、符号意识、运算能力、几何直观、空间观念、推理意识、数据意识、模型意识、应用意识和创新意识。',
  '义务教育英语课程标准（2022年版）':
    '英语课程的核心素养包括语言能力、文化意识、思维品质和学习能力。倡导指向主题意义探究的英语学习活动观，以学习理解、应用实践、迁移创新的活动组织教学。',
  '义务教育道德与法治课程标准（2022年版）':
    '道德与法治课程的核心素养包括政治认同、道德修养、法治观念、健全人格和责任意识。课程内容包括生命安全与健康教育、法治教育、中华优秀传统文化和革命传统教育等。',
  '义务教育科学课程标准（2022年版）':
    '科学课程的核心素养包括科学观念、科学思维、探究实践和态度责任。课程从一年级开设，围绕13个学科核心概念和4个跨学科概念组织内容，重视探究式学习和工程实践。',
  '义务教育物理课程标准（2022年版）':
    '物理课程的核心素养包括物理观念、科学思维、科学探究、科学态度与责任。内容包括物质、运动和相互作用、能量、实验探究、跨学科实践五个一级主题，强调学生必做实验。',
  '义务教育化学课程标准（2022年版）':
    '化学课程的核心素养包括化学观念、科学思维、科学探究与实践、科学态度与责任。内容包括科学探究与化学实验、物质的性质与应用、物质的组成与结构、物质的化学变化、化学与社会·跨学科实践五个学习主题。',
  '义务教育生物学课程标准（2022年版）':
    '生物学课程的核心素养包括生命观念、科学思维、探究实践和态度责任。内容设置生物体的结构层次、生物的多样性、生物与环境、植物的生活、人体生理与健康、遗传与进化、生物学与社会·跨学科实践七个学习主题。',
  '义务教育历史课程标准（2022年版）':
    '历史课程的核心素养包括唯物史观、时空观念、史料实证、历史解释和家国情怀。内容包括中国古代史、中国近代史、中国现代史、世界古代史、世界近代史、世界现代史和跨学科主题学习。',
  '义务教育地理课程标准（2022年版）':
    '地理课程的核心素养包括人地协调观、综合思维、区域认知和地理实践力。内容包括地球的宇宙环境、地球的表层、认识世界、认识中国和地理工具与地理实践。',
  '义务教育艺术课程标准（2022年版）':
    '艺术课程的核心素养包括审美感知、艺术表现、创意实践和文化理解。艺术课程包括音乐、美术、舞蹈、戏剧（含戏曲）、影视（含数字媒体艺术）五门学科，一至七年级以音乐、美术为主线。',
  '义务教育体育与健康课程标准（2022年版）':
    '体育与健康课程的核心素养包括运动能力、健康行为和体育品德。课程内容包括基本运动技能、体能、健康教育、专项运动技能和跨学科主题学习，倡导学练赛一体化教学。',
  '义务教育信息科技课程标准（2022年版）':
    '信息科技课程的核心素养包括信息意识、计算思维、数字化学习与创新、信息社会责任。内容围绕数据、算法、网络、信息处理、信息安全和人工智能六条逻辑主线设计。',
  '义务教育劳动课程标准（2022年版）':
    '劳动课程的核心素养包括劳动观念、劳动能力、劳动习惯和品质、劳动精神。内容包括日常生活劳动、生产劳动和服务性劳动三大类，设置清洁与卫生、烹饪与营养、农业生产劳动等十个任务群。',
};

/** The link of an app's conversation page (spec §2 route `/chat/{uri}`). */
export const chatLink = (uri: string): string => `/chat/${uri}`;

/** A cheap fingerprint of what the corpus is built from; a change means rebuild. */
export interface CorpusSignature {
  apps: number;
  appsUpdated: string;
  docs: number;
  docsUpdated: string;
}

/** The corpus source of {@link createAssistantCorpus}. */
export interface AssistantCorpus {
  /** Reads the apps and curriculum documents into knowledge documents (help is added later). */
  load(): Promise<KnowledgeDocument[]>;
  /** Two small aggregate queries; compare with the last value to decide a rebuild. */
  signature(): Promise<CorpusSignature>;
}

/** Builds the corpus from the catalogue tables (docs/assistant.md "Corpus"). */
export function createAssistantCorpus({ db }: { db: Db }): AssistantCorpus {
  return {
    async load() {
      const [appRows, docRows] = await Promise.all([
        db
          .select({ uri: apps.uri, name: apps.name, description: apps.description })
          .from(apps)
          .where(eq(apps.online, true))
          .orderBy(asc(apps.sort), asc(apps.id)),
        db
          .select({ id: standardDocs.id, name: standardDocs.name, link: standardDocs.link })
          .from(standardDocs)
          .orderBy(asc(standardDocs.sort), asc(standardDocs.id)),
      ]);
      const appDocs: KnowledgeDocument[] = appRows.map((a) => ({
        id: `app:${a.uri}`,
        title: a.name,
        text: a.description ? `${a.name}：${a.description}` : a.name,
        link: chatLink(a.uri),
      }));
      const standards: KnowledgeDocument[] = docRows.map((d) => ({
        id: `standard:${d.id}`,
        title: d.name,
        text: CURRICULUM_SUMMARIES[d.name] ?? d.name,
        link: d.link,
        publishedTime: /2022/.test(d.name) ? '2022-04-21' : '',
      }));
      return [...appDocs, ...standards];
    },

    async signature() {
      const [[a], [d]] = await Promise.all([
        db
          .select({ n: count(), at: max(apps.updatedAt) })
          .from(apps)
          .where(eq(apps.online, true)),
        db.select({ n: count(), at: max(standardDocs.updatedAt) }).from(standardDocs),
      ]);
      return {
        apps: a?.n ?? 0,
        appsUpdated: a?.at ? new Date(a.at).toISOString() : '',
        docs: d?.n ?? 0,
        docsUpdated: d?.at ? new Date(d.at).toISOString() : '',
      };
    },
  };
}
