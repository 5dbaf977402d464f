import type { DemoArticle } from './types';

/** Six original Chinese articles, two per level, written by the team for learners aged about 7 to 25. */
export const ZH_ARTICLES: DemoArticle[] = [
  {
    issue: 1,
    title: '我的一家',
    title_en: 'My family',
    summary: '小明介绍他的家人和他们的爱好。',
    level: 'Beginner',
    category: 'Me & Family',
    is_free: true,
    paragraphs: [
      [
        '我叫小明，今年十岁。我家有四口人：爸爸、妈妈、姐姐和我。',
        'My name is Xiaoming and I am ten years old. There are four people in my family: Dad, Mum, my big sister and me.',
      ],
      ['爸爸是医生，他每天都很忙。妈妈是老师，她教中文。', 'Dad is a doctor; he is busy every day. Mum is a teacher; she teaches Chinese.'],
      [
        '姐姐十四岁，她喜欢画画。我喜欢踢足球。周末我们一起去公园。',
        'My sister is fourteen and she likes drawing. I like playing football. At the weekend we go to the park together.',
      ],
    ],
    cloze: ['爸爸是{{医生}}，他每天都很忙。', '妈妈是老师，她教{{中文}}。', '姐姐十四岁，她喜欢{{画画}}。', '周末我们一起去{{公园}}。'],
    distractors: ['学校', '医院'],
    questions: [
      ['小明今年几岁？', ['八岁', '十岁', '十四岁'], 1],
      ['爸爸做什么工作？', ['老师', '医生', '司机'], 1],
      ['周末他们去哪儿？', ['公园', '商店', '学校'], 0],
    ],
    key_vocabulary: ['医生', '老师', '画画', '足球', '公园', '周末'],
  },
  {
    issue: 2,
    title: '我爱吃饺子',
    title_en: 'I love dumplings',
    summary: '星期六，奶奶教我包饺子。',
    level: 'Beginner',
    category: 'Food & Healthy Living',
    is_free: false,
    paragraphs: [
      ['今天是星期六。奶奶来我家，我们一起包饺子。', 'Today is Saturday. Grandma comes to our home and we make dumplings together.'],
      [
        '奶奶包得很快，我包得很慢。我的饺子不好看，可是很好吃！',
        'Grandma makes them fast, and I make them slowly. My dumplings do not look nice, but they taste great!',
      ],
      [
        '晚上，我们吃了五十个饺子。爸爸说：“明天我们还吃饺子吗？”大家都笑了。',
        'In the evening we ate fifty dumplings. Dad said: "Are we having dumplings again tomorrow?" Everybody laughed.',
      ],
    ],
    cloze: ['奶奶来我家，我们一起包{{饺子}}。', '奶奶包得很{{快}}，我包得很慢。', '我的饺子不好看，可是很{{好吃}}！', '晚上，我们吃了{{五十}}个饺子。'],
    distractors: ['面条', '慢'],
    questions: [
      ['今天星期几？', ['星期五', '星期六', '星期天'], 1],
      ['谁包得很快？', ['我', '奶奶', '爸爸'], 1],
      ['他们吃了多少个饺子？', ['十五个', '五十个', '一百个'], 1],
    ],
    key_vocabulary: ['星期六', '奶奶', '饺子', '好吃', '晚上'],
  },
  {
    issue: 1,
    title: '图书馆里的新朋友',
    title_en: 'A new friend in the library',
    summary: '在新开的图书馆里，我找书的时候认识了一个也喜欢太空的女孩。',
    level: 'Intermediate',
    category: 'Daily life',
    is_free: false,
    paragraphs: [
      [
        '上个月，我们学校旁边开了一家新的图书馆。图书馆很大，有三层，还有一个安静的阅读室。',
        'Last month a new library opened next to our school. It is big, with three floors and a quiet reading room.',
      ],
      [
        '每天放学以后，我都去那儿看书、写作业。有一天，我想借一本关于太空的书，可是找了半天也没找到。',
        'Every day after school I go there to read and do my homework. One day I wanted to borrow a book about space, but I could not find it however long I looked.',
      ],
      [
        '这时候，一个戴眼镜的女孩走过来问我：“你在找什么？”她帮我找到了那本书，我们还聊了很久。',
        'Just then a girl with glasses came over and asked me: "What are you looking for?" She helped me find the book, and we talked for a long time.',
      ],
      [
        '原来她也喜欢太空，长大以后想当科学家。现在我们每个周末都在图书馆见面，一起看书，一起讨论问题。',
        'It turned out she loves space too and wants to be a scientist when she grows up. Now we meet in the library every weekend to read and talk about questions together.',
      ],
    ],
    cloze: [
      '图书馆很大，有三层，还有一个{{安静}}的阅读室。',
      '每天{{放学}}以后，我都去那儿看书、写作业。',
      '有一天，我想{{借}}一本关于太空的书。',
      '原来她也喜欢太空，长大以后想当{{科学家}}。',
    ],
    distractors: ['热闹', '还'],
    questions: [
      ['新图书馆在哪儿？', ['学校旁边', '公园里面', '商店对面'], 0],
      ['我想借什么书？', ['关于动物的书', '关于太空的书', '关于历史的书'], 1],
      ['女孩长大以后想做什么？', ['老师', '医生', '科学家'], 2],
      ['他们什么时候在图书馆见面？', ['每天早上', '每个周末', '每个月一次'], 1],
    ],
    key_vocabulary: ['图书馆', '安静', '放学', '借', '太空', '科学家', '讨论'],
  },
  {
    issue: 2,
    title: '第一次坐高铁',
    title_en: 'My first ride on the high-speed train',
    summary: '暑假里，我和妈妈坐高铁从北京去上海看外婆。',
    level: 'Intermediate',
    category: 'Travel & Vacation',
    is_free: true,
    paragraphs: [
      [
        '暑假的时候，我和妈妈坐高铁从北京去上海看外婆。这是我第一次坐高铁，我特别兴奋。',
        'In the summer holidays Mum and I took the high-speed train from Beijing to Shanghai to visit Grandma. It was my first time on the high-speed train and I was really excited.',
      ],
      [
        '高铁站又大又干净，人很多，但是一点儿也不乱。我们检票以后，很快就上了车。',
        'The station was big and clean. There were lots of people, but it was not chaotic at all. After our tickets were checked, we got on the train quickly.',
      ],
      [
        '车里很舒服，座位很宽，窗外的风景一直在变：一会儿是绿色的田野，一会儿是高高的楼房。',
        'The train was comfortable and the seats were wide. The view outside kept changing: one moment green fields, the next tall buildings.',
      ],
      [
        '高铁的速度非常快，每小时三百多公里。只用了四个多小时，我们就到上海了。外婆在出站口等我们，她笑得特别开心。',
        'The train is very fast, over three hundred kilometres an hour. In just over four hours we were in Shanghai. Grandma was waiting for us at the exit, smiling happily.',
      ],
    ],
    cloze: ['这是我第一次坐高铁，我特别{{兴奋}}。', '高铁站又大又{{干净}}，人很多。', '窗外的{{风景}}一直在变。', '高铁的{{速度}}非常快，每小时三百多公里。'],
    distractors: ['难过', '安静'],
    questions: [
      ['他们去上海看谁？', ['爷爷', '外婆', '姐姐'], 1],
      ['从北京到上海用了多长时间？', ['两个多小时', '四个多小时', '十个小时'], 1],
      ['窗外能看到什么？', ['大海和沙滩', '田野和楼房', '雪山'], 1],
    ],
    key_vocabulary: ['暑假', '高铁', '兴奋', '干净', '风景', '速度', '公里'],
  },
  {
    issue: 1,
    title: '手机改变了我们的生活吗？',
    title_en: 'Have phones changed our lives?',
    summary: '智能手机带来了便利，也带来了新的问题。关键在于我们怎么用它。',
    level: 'Advanced',
    category: 'Science & Technology',
    is_free: false,
    paragraphs: [
      [
        '二十年前，手机主要用来打电话和发短信。如今，智能手机几乎成了我们身体的一部分：我们用它付款、导航、学习，甚至看病。',
        'Twenty years ago phones were mainly for calls and text messages. Today the smartphone has almost become part of our body: we use it to pay, to find our way, to study and even to see a doctor.',
      ],
      [
        '不可否认，科技给生活带来了极大的便利。在偏远的农村，学生可以通过网络课程听到城市老师的讲课；老人也可以和远方的孩子视频聊天。',
        'There is no denying that technology has made life far more convenient. In remote villages, students can follow lessons by city teachers through online courses, and elderly people can video-chat with children who live far away.',
      ],
      [
        '然而，问题也随之而来。有调查显示，不少青少年每天使用手机超过六个小时，睡眠时间因此减少，注意力也越来越难集中。',
        'Yet problems have come with it. Surveys show that many teenagers use their phones for more than six hours a day; they sleep less as a result and find it ever harder to concentrate.',
      ],
      [
        '专家认为，关键不在于手机本身，而在于我们如何使用它。给自己定一个规则，比如吃饭时不看手机、睡前一个小时放下手机，也许就是一个不错的开始。',
        'Experts believe the key is not the phone itself but how we use it. Setting yourself a rule, such as no phone at meals and putting it away an hour before bed, may be a good start.',
      ],
    ],
    cloze: [
      '如今，智能手机几乎成了我们身体的一{{部分}}。',
      '不可否认，科技给生活带来了极大的{{便利}}。',
      '睡眠时间因此减少，{{注意力}}也越来越难集中。',
      '关键不在于手机本身，而在于我们如何{{使用}}它。',
    ],
    distractors: ['麻烦', '记忆力'],
    questions: [
      ['二十年前手机主要用来做什么？', ['付款和导航', '打电话和发短信', '看病'], 1],
      ['文章提到了哪个问题？', ['手机太贵', '青少年睡眠减少', '网络太慢'], 1],
      ['专家认为关键是什么？', ['不买手机', '手机本身', '如何使用手机'], 2],
      ['下面哪个是文章提到的规则？', ['吃饭时不看手机', '每天只用一个小时', '不上网络课程'], 0],
    ],
    key_vocabulary: ['智能手机', '便利', '偏远', '调查', '青少年', '注意力', '专家', '规则'],
  },
  {
    issue: 2,
    title: '一张纸的故事',
    title_en: 'The story of a sheet of paper',
    summary: '从竹简到纸：一项发明怎样改变了知识的传播。',
    level: 'Advanced',
    category: 'Culture & History',
    is_free: false,
    paragraphs: [
      [
        '今天，我们随手就能拿到一张纸，很少有人会想到，纸的出现曾经彻底改变了人类记录知识的方式。',
        'Today we can pick up a sheet of paper without a thought, and few people consider that the arrival of paper once completely changed the way humans recorded knowledge.',
      ],
      [
        '在纸发明以前，古代中国人把文字写在竹简或丝绸上。竹简又重又占地方，丝绸则非常昂贵，只有少数人用得起。',
        'Before paper was invented, people in ancient China wrote on bamboo slips or silk. Bamboo slips were heavy and took up space, while silk was so expensive that only a few could afford it.',
      ],
      [
        '东汉时期，蔡伦总结了前人的经验，用树皮、麻头、破布和旧渔网造出了便宜又轻便的纸。这种方法很快传遍全国，后来又传到了朝鲜、日本、阿拉伯和欧洲。',
        'In the Eastern Han period, Cai Lun drew on the experience of those before him and made cheap, light paper from tree bark, hemp, rags and old fishing nets. The method soon spread across the country and later reached Korea, Japan, the Arab world and Europe.',
      ],
      [
        '有了纸，书籍变得更容易制作和保存，知识也因此能够传播得更远。从这个意义上说，一张薄薄的纸，承载的是整个文明的记忆。',
        'With paper, books became easier to make and keep, so knowledge could travel further. In this sense, a thin sheet of paper carries the memory of a whole civilisation.',
      ],
    ],
    cloze: [
      '在纸发明以前，古代中国人把文字写在{{竹简}}或丝绸上。',
      '丝绸则非常{{昂贵}}，只有少数人用得起。',
      '东汉时期，蔡伦{{总结}}了前人的经验。',
      '有了纸，知识也因此能够{{传播}}得更远。',
    ],
    distractors: ['便宜', '发明'],
    questions: [
      ['纸发明以前，人们把字写在哪里？', ['竹简或丝绸上', '石头上', '塑料上'], 0],
      ['竹简有什么缺点？', ['太贵', '又重又占地方', '容易破'], 1],
      ['蔡伦是哪个时期的人？', ['唐朝', '东汉', '宋朝'], 1],
      ['纸后来传到了哪些地方？', ['只有日本', '朝鲜、日本、阿拉伯和欧洲', '美洲'], 1],
    ],
    key_vocabulary: ['发明', '竹简', '丝绸', '昂贵', '总结', '传播', '文明', '记忆'],
  },
];
