/**
 * The held-out quality set (docs/knowledge.md "Quality"): ten teaching documents written for
 * this test — a curriculum-standard excerpt, lesson plans, a teaching-research record, school
 * notices — and fifty questions, each with a phrase found only in the passage that answers it.
 * The questions are worded as a teacher would ask, not copied from the passages.
 */
export interface CorpusSection {
  heading: string;
  paragraphs: string[];
}

export interface CorpusDocument {
  key: string;
  title: string;
  format: 'docx' | 'pdf' | 'pptx' | 'md' | 'txt';
  sections: CorpusSection[];
}

export interface CorpusQuestion {
  question: string;
  doc: string;
  /** A phrase only the answering passage contains. */
  answer: string;
}

export const CORPUS_DOCUMENTS: CorpusDocument[] = [
  {
    key: 'math-standard',
    title: '初中数学课程标准摘录（函数）',
    format: 'docx',
    sections: [
      {
        heading: '一、函数的概念',
        paragraphs: [
          '通过具体实例了解常量与变量的意义，了解函数的概念和三种表示方法：解析式法、列表法和图象法，能举出函数的实例。能结合图象对简单实际问题中的函数关系进行分析。',
        ],
      },
      {
        heading: '二、一次函数',
        paragraphs: [
          '结合具体情境体会一次函数的意义，能根据已知条件确定一次函数的表达式。会利用待定系数法确定一次函数的表达式，能画出一次函数的图象，理解正比例函数。',
        ],
      },
      {
        heading: '三、反比例函数',
        paragraphs: [
          '结合具体情境体会反比例函数的意义，能根据已知条件确定反比例函数的表达式。能画出反比例函数的图象，根据图象和表达式探索并理解k大于0和k小于0时图象的变化情况。',
        ],
      },
      {
        heading: '四、二次函数',
        paragraphs: [
          '通过对实际问题的分析，体会二次函数的意义。会用描点法画出二次函数的图象，通过图象了解二次函数的性质；会用配方法将数字系数的二次函数的表达式化为顶点式，并能由此得到二次函数图象的顶点坐标、开口方向和对称轴。',
        ],
      },
      {
        heading: '五、教学提示',
        paragraphs: [
          '函数教学应注重数形结合，引导学生借助信息技术工具动态观察参数变化对图象的影响，经历从具体情境中抽象出函数模型的过程，发展模型观念和几何直观。',
        ],
      },
    ],
  },
  {
    key: 'chinese-spring',
    title: '七年级语文《春》教学设计',
    format: 'docx',
    sections: [
      {
        heading: '一、教学目标',
        paragraphs: [
          '有感情地朗读课文，品味朱自清散文清新优美的语言；理解作者借春景抒发的热爱生活、积极向上的情感；学习抓住景物特征、运用修辞手法描写景物的方法。',
        ],
      },
      {
        heading: '二、教学重难点',
        paragraphs: [
          '重点是品析“春草图”“春花图”“春风图”“春雨图”“迎春图”五幅图画中的精彩语句。难点是体会比喻、拟人、排比等修辞手法的表达效果，并能在习作中仿写运用。',
        ],
      },
      {
        heading: '三、课时安排',
        paragraphs: ['本课共安排两课时：第一课时整体感知、朗读课文；第二课时品析语言、拓展仿写。'],
      },
      {
        heading: '四、教学过程',
        paragraphs: [
          '导入环节播放春天的风景视频，请学生说说自己眼中的春天。初读环节学生自由朗读，圈画生字词，如“酝酿”“嘹亮”“抖擞”，教师正音。精读环节分组合作，每组负责一幅图画，找出最喜欢的句子并说明理由。',
        ],
      },
      {
        heading: '五、作业布置',
        paragraphs: [
          '课后仿照课文中“春花图”的写法，写一段二百字左右描写校园一角的文字，至少运用两种修辞手法；背诵课文最后三段。',
        ],
      },
    ],
  },
  {
    key: 'physics-buoyancy',
    title: '八年级物理《浮力》教案',
    format: 'pdf',
    sections: [
      {
        heading: '一、教学目标',
        paragraphs: [
          '知道浮力的概念和浮力的方向，会用弹簧测力计测量浮力的大小；通过实验探究影响浮力大小的因素，知道浮力的大小与液体的密度和物体排开液体的体积有关。',
        ],
      },
      {
        heading: '二、实验器材',
        paragraphs: [
          '每组准备弹簧测力计一个、圆柱形铝块一个、烧杯两个、清水和浓盐水各一杯、细线和溢水杯。教师演示用乒乓球和装水的大烧杯。',
        ],
      },
      {
        heading: '三、新课导入',
        paragraphs: [
          '教师展示万吨巨轮航行和热气球升空的图片，提出问题：钢铁制成的轮船为什么能漂浮在水面上？引发学生思考，引入浮力的学习。',
        ],
      },
      {
        heading: '四、探究活动',
        paragraphs: [
          '学生用称重法测浮力：先测出铝块在空气中的重力，再测出铝块浸没在水中时测力计的示数，两次示数之差就是浮力。改变铝块浸入水中的深度，发现浸没后浮力与深度无关；换用浓盐水重复实验，发现液体密度越大浮力越大。',
        ],
      },
      {
        heading: '五、课堂小结与练习',
        paragraphs: [
          '师生共同总结：浸在液体中的物体受到竖直向上的浮力，浮力的大小等于物体排开的液体所受的重力，这就是阿基米德原理。课堂练习完成课本第五十六页第一至三题。',
        ],
      },
    ],
  },
  {
    key: 'math-research',
    title: '数学教研组第五次教研活动记录',
    format: 'docx',
    sections: [
      {
        heading: '一、基本信息',
        paragraphs: [
          '时间：十月二十三日下午第七节课后。地点：教学楼三楼会议室。主持人：王建国老师。参加人员：初中数学教研组全体教师共十二人。',
        ],
      },
      {
        heading: '二、活动主题',
        paragraphs: [
          '本次活动的主题是“大单元教学设计在勾股定理单元中的实践”，由李华老师进行说课并展示单元整体设计。',
        ],
      },
      {
        heading: '三、研讨过程',
        paragraphs: [
          '李华老师介绍了勾股定理单元的整体设计思路：以赵爽弦图为主线，先探究定理，再学习逆定理，最后安排综合实践“测量旗杆高度”。张敏老师认为弦图拼图活动耗时较长，建议提前布置学生课前完成拼图。',
        ],
      },
      {
        heading: '四、形成的共识',
        paragraphs: [
          '大家一致认为单元教学要设计核心问题串，课时之间要有明确的进阶关系；作业设计要分层，基础题、提高题和拓展题的比例约为五比三比二。',
        ],
      },
      {
        heading: '五、下一步安排',
        paragraphs: [
          '十一月中旬由赵强老师上一节勾股定理逆定理的研究课，全组听课评课；各备课组在月底前提交一份单元整体教学设计。',
        ],
      },
    ],
  },
  {
    key: 'exam-notice',
    title: '关于二〇二六年秋季学期期末考试安排的通知',
    format: 'pdf',
    sections: [
      {
        heading: '一、考试时间',
        paragraphs: [
          '本学期期末考试定于一月十三日至一月十五日进行，共三天。一月十二日下午各班完成考场布置，学生按准考证号就座。',
        ],
      },
      {
        heading: '二、考试科目',
        paragraphs: [
          '七、八年级考试科目为语文、数学、英语、道德与法治、历史、地理、生物；九年级增加物理和化学。英语听力考试安排在英语笔试开始前二十分钟进行。',
        ],
      },
      {
        heading: '三、监考要求',
        paragraphs: [
          '监考教师须提前十五分钟到教务处领取试卷袋，当众拆封；考试期间不得看书、批改作业或使用手机，不得随意离开考场。发现作弊行为须如实记录并上报。',
        ],
      },
      {
        heading: '四、阅卷与成绩',
        paragraphs: [
          '阅卷采用网上阅卷方式，各学科组于一月十六日集中阅卷，一月十九日前将成绩录入系统。成绩以等级形式告知学生和家长，不公布排名。',
        ],
      },
      {
        heading: '五、寒假安排',
        paragraphs: [
          '考试结束后一月二十日举行散学典礼，寒假自一月二十一日开始，下学期二月二十四日报到注册。',
        ],
      },
    ],
  },
  {
    key: 'english-unit3',
    title: '小学英语三年级上册 Unit 3 Look at me 教学设计',
    format: 'md',
    sections: [
      {
        heading: '教材分析',
        paragraphs: [
          '本单元围绕身体部位展开，核心词汇有 head, face, nose, mouth, eye, ear, arm, hand, leg, foot，核心句型是 Look at me. This is my face.',
        ],
      },
      {
        heading: '学情分析',
        paragraphs: [
          '三年级学生刚开始系统学习英语，好奇心强、爱模仿，但注意力持续时间短，需要通过歌曲、游戏和动作来保持学习兴趣。',
        ],
      },
      {
        heading: '教学活动',
        paragraphs: [
          '热身环节师生齐唱 Head, Shoulders, Knees and Toes。新授环节教师指着自己的身体部位示范单词，学生跟读并做动作。巩固环节进行 Simon says 游戏：听到 Simon says touch your nose 才做动作，否则不动。',
        ],
      },
      {
        heading: '板书设计',
        paragraphs: ['黑板中间画一个卡通人物，身体各部位旁贴上对应的单词卡片，右侧写核心句型。'],
      },
      {
        heading: '课后作业',
        paragraphs: [
          '回家给爸爸妈妈唱本课的英文歌曲，并用 This is my ... 介绍自己的五个身体部位，家长拍一段小视频上传到班级群。',
        ],
      },
    ],
  },
  {
    key: 'canteen-rules',
    title: '学校食堂午餐管理制度',
    format: 'txt',
    sections: [
      {
        heading: '一、就餐时间',
        paragraphs: [
          '午餐时间为十一点四十分至十二点二十分，各年级错峰就餐：一二年级先行，三四年级十一点五十分，五六年级十二点整进入餐厅。',
        ],
      },
      {
        heading: '二、陪餐制度',
        paragraphs: [
          '每天安排一名校级领导和一名家长代表陪餐，陪餐人员与学生同桌就餐，填写陪餐记录表，对饭菜质量、份量和口味提出意见。',
        ],
      },
      {
        heading: '三、食品安全',
        paragraphs: [
          '食堂所有食材须从定点供应商采购并索证索票；每餐每样菜品留样一百二十五克以上，冷藏保存四十八小时，由专人记录。',
        ],
      },
      {
        heading: '四、过敏与特殊饮食',
        paragraphs: [
          '对牛奶、花生、海鲜等食物过敏的学生，家长须在开学第一周向班主任书面报备，食堂为其单独准备替代餐，并在餐盘上贴好姓名标签。',
        ],
      },
      {
        heading: '五、文明就餐',
        paragraphs: [
          '倡导光盘行动，班级每周评选“光盘之星”；就餐时不大声喧哗，餐后将餐具分类放入回收处。',
        ],
      },
    ],
  },
  {
    key: 'chemistry-redox',
    title: '高一化学《氧化还原反应》说课稿',
    format: 'pptx',
    sections: [
      {
        heading: '说教材',
        paragraphs: [
          '本节选自人教版必修第一册第一章第三节，是高中化学的核心概念之一，承接初中得氧失氧的认识，为后续学习电化学奠定基础。',
        ],
      },
      {
        heading: '说学情',
        paragraphs: [
          '学生在初中只从得失氧的角度认识氧化反应和还原反应，对化合价变化和电子转移的本质认识不足，抽象思维能力有待提高。',
        ],
      },
      {
        heading: '说教法学法',
        paragraphs: [
          '采用问题驱动和实验探究相结合的教法，学生通过分析化合价升降、绘制双线桥，自主归纳氧化还原反应的特征和本质。',
        ],
      },
      {
        heading: '说教学过程',
        paragraphs: [
          '以暖宝宝发热的生活情境导入，引导学生从铁粉被氧化放热出发，依次认识化合价升降是特征、电子转移是本质，最后用单线桥和双线桥表示电子转移的方向和数目。',
        ],
      },
      {
        heading: '说板书与评价',
        paragraphs: [
          '板书左侧为概念关系“升失氧、降得还”，右侧为双线桥示例；评价采用课堂练习正确率和小组展示表现相结合的方式。',
        ],
      },
    ],
  },
  {
    key: 'home-school',
    title: '班主任工作手册：家校沟通篇',
    format: 'md',
    sections: [
      {
        heading: '家长会的组织',
        paragraphs: [
          '每学期至少召开两次家长会，期中考试后一次，学期末一次。会前向家长发放邀请函，会上展示学生作品，避免只讲成绩和排名。',
        ],
      },
      {
        heading: '家访要求',
        paragraphs: [
          '班主任每学年对本班学生家访覆盖率须达到百分之百，重点关注留守儿童、单亲家庭和学习困难学生，家访后一周内填写家访记录。',
        ],
      },
      {
        heading: '班级群管理',
        paragraphs: [
          '班级微信群只用于发布通知和沟通事务，不在群里公布学生成绩和排名，不点名批评学生；晚上九点后原则上不发消息。',
        ],
      },
      {
        heading: '沟通技巧',
        paragraphs: [
          '与家长沟通问题时先肯定孩子的优点，再具体描述事实而不是贴标签，最后和家长一起商量可行的改进办法，并约定下一次反馈的时间。',
        ],
      },
      {
        heading: '突发情况处理',
        paragraphs: [
          '学生在校受伤或突发疾病时，班主任应第一时间通知校医和家长，必要时拨打一二零急救电话，并在当天向学校书面报告经过。',
        ],
      },
    ],
  },
  {
    key: 'safety-drill',
    title: '校园地震应急疏散演练方案',
    format: 'pdf',
    sections: [
      {
        heading: '一、演练目的',
        paragraphs: [
          '通过演练使师生熟悉地震发生时的避险方法和疏散路线，提高应对突发事件的能力，做到快速、有序、安全撤离。',
        ],
      },
      {
        heading: '二、组织机构',
        paragraphs: [
          '成立演练领导小组，校长任总指挥，分管安全的副校长任副总指挥，下设疏散引导组、医疗救护组和后勤保障组。',
        ],
      },
      {
        heading: '三、演练流程',
        paragraphs: [
          '警报声响起后学生立即躲到课桌下，双手护住头部；一分钟后第二次警报，学生在老师带领下按指定路线弯腰快速撤离到操场，到达后各班清点人数并报告总指挥。',
        ],
      },
      {
        heading: '四、疏散路线',
        paragraphs: [
          '一至三楼东侧教室走东楼梯，西侧教室走西楼梯；四楼和五楼所有班级统一走中间楼梯，楼梯口安排教师值守，防止拥挤踩踏。',
        ],
      },
      {
        heading: '五、注意事项',
        paragraphs: [
          '演练前一天由班主任进行安全教育，讲清疏散路线；撤离时不推搡、不喧哗、不返回教室取物品；演练结束后各班写一份总结。',
        ],
      },
    ],
  },
];

export const CORPUS_QUESTIONS: CorpusQuestion[] = [
  { question: '函数有哪几种表示方法？', doc: 'math-standard', answer: '解析式法、列表法和图象法' },
  { question: '一次函数的表达式用什么方法确定？', doc: 'math-standard', answer: '待定系数法' },
  {
    question: '反比例函数k大于0和小于0时图象有什么变化要求？',
    doc: 'math-standard',
    answer: 'k大于0和k小于0',
  },
  { question: '二次函数怎样化为顶点式求对称轴', doc: 'math-standard', answer: '配方法' },
  { question: '函数教学怎样利用信息技术观察参数变化', doc: 'math-standard', answer: '数形结合' },
  { question: '《春》这一课的教学目标是什么', doc: 'chinese-spring', answer: '清新优美的语言' },
  { question: '《春》的教学难点是哪些修辞手法', doc: 'chinese-spring', answer: '比喻、拟人、排比' },
  { question: '《春》安排几课时', doc: 'chinese-spring', answer: '两课时' },
  { question: '《春》初读时要圈画哪些生字词', doc: 'chinese-spring', answer: '酝酿' },
  { question: '《春》课后仿写作业的要求', doc: 'chinese-spring', answer: '二百字左右' },
  { question: '浮力大小与哪些因素有关', doc: 'physics-buoyancy', answer: '排开液体的体积有关' },
  { question: '浮力实验每组需要哪些器材', doc: 'physics-buoyancy', answer: '圆柱形铝块' },
  { question: '浮力新课怎样导入，轮船为什么能漂浮', doc: 'physics-buoyancy', answer: '万吨巨轮' },
  { question: '怎样用称重法测浮力', doc: 'physics-buoyancy', answer: '两次示数之差' },
  {
    question: '阿基米德原理的内容',
    doc: 'physics-buoyancy',
    answer: '等于物体排开的液体所受的重力',
  },
  { question: '数学第五次教研活动在哪里开，谁主持', doc: 'math-research', answer: '王建国' },
  {
    question: '这次教研活动的主题是什么',
    doc: 'math-research',
    answer: '大单元教学设计在勾股定理单元中的实践',
  },
  {
    question: '张敏老师对弦图拼图活动提了什么建议',
    doc: 'math-research',
    answer: '提前布置学生课前完成拼图',
  },
  { question: '教研组对分层作业比例的共识', doc: 'math-research', answer: '五比三比二' },
  { question: '勾股定理逆定理研究课由谁来上', doc: 'math-research', answer: '赵强' },
  { question: '期末考试什么时间进行', doc: 'exam-notice', answer: '一月十三日至一月十五日' },
  {
    question: '九年级期末考试增加哪些科目，英语听力什么时候考',
    doc: 'exam-notice',
    answer: '增加物理和化学',
  },
  { question: '监考教师什么时候领取试卷袋', doc: 'exam-notice', answer: '提前十五分钟' },
  { question: '期末考试阅卷方式和成绩录入时间', doc: 'exam-notice', answer: '网上阅卷' },
  { question: '寒假从哪天开始，下学期什么时候报到', doc: 'exam-notice', answer: '二月二十四日' },
  { question: 'Unit 3 有哪些核心词汇', doc: 'english-unit3', answer: 'head, face, nose' },
  { question: '三年级学生学英语有什么学情特点', doc: 'english-unit3', answer: '注意力持续时间短' },
  { question: 'Simon says 游戏怎么玩', doc: 'english-unit3', answer: 'Simon says touch your nose' },
  { question: 'Unit 3 板书怎么设计', doc: 'english-unit3', answer: '卡通人物' },
  { question: 'Unit 3 的课后作业是什么', doc: 'english-unit3', answer: '家长拍一段小视频' },
  { question: '各年级午餐错峰就餐时间', doc: 'canteen-rules', answer: '错峰就餐' },
  { question: '学校陪餐制度由谁陪餐', doc: 'canteen-rules', answer: '家长代表陪餐' },
  { question: '食堂菜品留样多少克，保存多久', doc: 'canteen-rules', answer: '一百二十五克' },
  { question: '对花生过敏的学生怎么安排午餐', doc: 'canteen-rules', answer: '替代餐' },
  { question: '光盘之星怎么评选', doc: 'canteen-rules', answer: '光盘之星' },
  {
    question: '氧化还原反应这一节在教材中的地位',
    doc: 'chemistry-redox',
    answer: '电化学奠定基础',
  },
  {
    question: '学生对氧化还原反应的认识有什么不足',
    doc: 'chemistry-redox',
    answer: '电子转移的本质认识不足',
  },
  {
    question: '氧化还原反应说课采用什么教法学法',
    doc: 'chemistry-redox',
    answer: '问题驱动和实验探究',
  },
  { question: '氧化还原反应用什么生活情境导入', doc: 'chemistry-redox', answer: '暖宝宝' },
  { question: '升失氧降得还的板书怎么安排', doc: 'chemistry-redox', answer: '升失氧、降得还' },
  { question: '每学期召开几次家长会', doc: 'home-school', answer: '至少召开两次家长会' },
  { question: '家访覆盖率有什么要求，重点关注哪些学生', doc: 'home-school', answer: '百分之百' },
  { question: '班级微信群能不能公布成绩', doc: 'home-school', answer: '班级微信群' },
  { question: '和家长沟通孩子的问题有什么技巧', doc: 'home-school', answer: '先肯定孩子的优点' },
  { question: '学生在校受伤班主任怎么处理', doc: 'home-school', answer: '一二零急救电话' },
  { question: '地震应急疏散演练的目的', doc: 'safety-drill', answer: '熟悉地震发生时的避险方法' },
  { question: '地震演练谁担任总指挥', doc: 'safety-drill', answer: '校长任总指挥' },
  { question: '地震警报响起后学生怎么避险撤离', doc: 'safety-drill', answer: '双手护住头部' },
  { question: '四楼五楼的班级走哪个楼梯疏散', doc: 'safety-drill', answer: '中间楼梯' },
  { question: '演练撤离时有哪些注意事项', doc: 'safety-drill', answer: '不返回教室取物品' },
];
