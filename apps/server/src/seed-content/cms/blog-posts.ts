// Demo blog posts written for Lingbridge (original text), each in English, Chinese and Spanish.
type Version = { title: string; summary: string; body: string };
export type DemoPost = { key: string; author: string; daysAgo: number; hue: number; versions: { en: Version; zh: Version; es: Version } };

export const DEMO_POSTS: DemoPost[] = [
  {
    key: 'ten-minutes',
    author: 'The Lingbridge team',
    daysAgo: 2,
    hue: 190,
    versions: {
      en: {
        title: 'Ten minutes a day beats two hours on Sunday',
        summary: 'Why short, regular reading sessions build vocabulary faster than long weekly ones, and how to fit them into a busy day.',
        body:
          '<p>Memory likes rhythm. A word you meet on Monday, again on Wednesday and once more on Saturday stays with you far longer than a word you meet five times in one evening.</p>' +
          '<h2>A routine that fits</h2><ul><li>Read one short article at your level with breakfast.</li><li>Tap the two or three words you do not know and save them to your notebook.</li><li>Review the notebook on the bus; it takes about three minutes.</li></ul>' +
          '<p>That is all. After a month you will have met a few hundred words in real sentences, and reviewed each of them at the right moment.</p>',
      },
      zh: {
        title: '每天十分钟，胜过周日两小时',
        summary: '为什么短而规律的阅读比每周一次的长时间学习更能积累词汇，以及如何把它放进忙碌的一天。',
        body:
          '<p>记忆喜欢节奏。周一遇到一个词，周三再见一次，周六又见一次，比一个晚上见五次记得牢得多。</p>' +
          '<h2>适合你的习惯</h2><ul><li>吃早饭时读一篇适合自己水平的短文。</li><li>点一下两三个不认识的词，把它们存进生词本。</li><li>坐公交时复习生词本，大约三分钟。</li></ul>' +
          '<p>就这么简单。一个月后，你会在真实的句子里遇到几百个新词，而且每个词都在合适的时候复习过。</p>',
      },
      es: {
        title: 'Diez minutos al día valen más que dos horas el domingo',
        summary:
          'Por qué las lecturas cortas y regulares hacen crecer el vocabulario más rápido que una sesión larga a la semana, y cómo encajarlas en un día ocupado.',
        body:
          '<p>A la memoria le gusta el ritmo. Una palabra que ves el lunes, otra vez el miércoles y de nuevo el sábado se queda contigo mucho más que una palabra que ves cinco veces en una sola tarde.</p>' +
          '<h2>Una rutina que encaja</h2><ul><li>Lee un artículo corto de tu nivel durante el desayuno.</li><li>Toca las dos o tres palabras que no conoces y guárdalas en tu cuaderno.</li><li>Repasa el cuaderno en el autobús; son unos tres minutos.</li></ul>' +
          '<p>Eso es todo. En un mes habrás visto unos cientos de palabras en frases reales, y habrás repasado cada una en el momento justo.</p>',
      },
    },
  },
  {
    key: 'first-debate',
    author: 'Teacher Wang',
    daysAgo: 9,
    hue: 20,
    versions: {
      en: {
        title: 'What happens in your first Mini Talk',
        summary: 'A short tour of a Mini Talk room for nervous beginners: who speaks when, what the timer means, and why nobody minds mistakes.',
        body:
          '<p>A Mini Talk is the gentlest of our speaking events: a small group, one easy topic, and a timer that gives everybody a turn.</p>' +
          '<h2>Before you join</h2><p>Read the topic and the two or three materials the host added. Write down five words you want to use. That list is your safety net.</p>' +
          '<h2>In the room</h2><p>The host opens, then each speaker has a short turn. If a word escapes you, say it in English and someone will help; that is how the word becomes yours.</p>' +
          '<blockquote><p>Nobody remembers your mistakes. Everybody remembers that you spoke.</p></blockquote>',
      },
      zh: {
        title: '你的第一次小对话会是什么样',
        summary: '给紧张的初学者的简短介绍：谁什么时候说话，计时器是什么意思，以及为什么没有人在意错误。',
        body:
          '<p>小对话是我们最轻松的口语活动：人数不多，话题简单，计时器让每个人都有机会发言。</p>' +
          '<h2>加入之前</h2><p>先读一读话题和主持人添加的两三份材料。写下五个你想用的词，这张清单就是你的安全网。</p>' +
          '<h2>在房间里</h2><p>主持人先开场，然后每个人轮流简短发言。如果一个词想不起来，就用英语说，会有人帮你，这样这个词就变成你的了。</p>' +
          '<blockquote><p>没有人记得你的错误，大家只记得你开口说了。</p></blockquote>',
      },
      es: {
        title: 'Qué pasa en tu primera Mini Talk',
        summary:
          'Un recorrido breve por una sala de Mini Talk para principiantes nerviosos: quién habla cuándo, qué significa el reloj y por qué a nadie le importan los errores.',
        body:
          '<p>Una Mini Talk es el más tranquilo de nuestros eventos de conversación: un grupo pequeño, un tema sencillo y un reloj que da la palabra a todos.</p>' +
          '<h2>Antes de entrar</h2><p>Lee el tema y los dos o tres materiales que añadió el anfitrión. Apunta cinco palabras que quieras usar. Esa lista es tu red de seguridad.</p>' +
          '<h2>En la sala</h2><p>El anfitrión abre y luego cada persona tiene un turno corto. Si se te escapa una palabra, dila en inglés y alguien te ayudará; así la palabra pasa a ser tuya.</p>' +
          '<blockquote><p>Nadie recuerda tus errores. Todos recuerdan que hablaste.</p></blockquote>',
      },
    },
  },
  {
    key: 'tones-and-songs',
    author: 'The Lingbridge team',
    daysAgo: 16,
    hue: 300,
    versions: {
      en: {
        title: 'Tones are easier when you sing them',
        summary: 'Mandarin tones trouble almost every learner. A few playful habits make them stick: humming, shadowing and exaggerating on purpose.',
        body:
          '<p>The four tones of Mandarin are a melody, and melodies are easier to sing than to explain.</p>' +
          '<ol><li><strong>Hum first.</strong> Before saying 妈, 麻, 马, 骂, hum their shapes: flat, rising, dipping, falling.</li><li><strong>Shadow a recording.</strong> Play a sentence, pause, and copy it right away, melody first, words second.</li><li><strong>Exaggerate.</strong> Make the third tone dip far too low for a week. Your everyday speech will land in the right place.</li></ol>' +
          '<p>Every article in Read has pinyin with tone marks and a recording, so you can practise on texts you already enjoy.</p>',
      },
      zh: {
        title: '唱出来，声调就容易了',
        summary: '普通话的声调几乎让每个学习者头疼。几个有趣的小习惯能帮你记住它们：哼唱、跟读和故意夸张。',
        body:
          '<p>普通话的四个声调是一段旋律，而旋律唱出来比解释起来容易得多。</p>' +
          '<ol><li><strong>先哼一哼。</strong>在说“妈、麻、马、骂”之前，先哼出它们的形状：平、升、降升、降。</li><li><strong>跟着录音读。</strong>播放一句话，暂停，马上模仿，先学旋律，再学词语。</li><li><strong>故意夸张。</strong>一个星期里把第三声降得特别低，你平时说话就会落在正确的位置。</li></ol>' +
          '<p>阅读里的每篇文章都有带声调的拼音和录音，你可以用自己喜欢的文章来练习。</p>',
      },
      es: {
        title: 'Los tonos son más fáciles si los cantas',
        summary:
          'Los tonos del mandarín complican la vida a casi todos. Unos hábitos divertidos ayudan a fijarlos: tararear, repetir en sombra y exagerar a propósito.',
        body:
          '<p>Los cuatro tonos del mandarín son una melodía, y una melodía es más fácil de cantar que de explicar.</p>' +
          '<ol><li><strong>Primero tararea.</strong> Antes de decir 妈, 麻, 马, 骂, tararea su forma: plana, subiendo, bajando y subiendo, bajando.</li><li><strong>Repite en sombra.</strong> Pon una frase, pausa y cópiala enseguida: primero la melodía, luego las palabras.</li><li><strong>Exagera.</strong> Durante una semana haz que el tercer tono baje demasiado. Tu habla de cada día caerá en su sitio.</li></ol>' +
          '<p>Cada artículo de Leer tiene pinyin con tonos y una grabación, así que puedes practicar con textos que ya te gustan.</p>',
      },
    },
  },
];

/** Demo testimonials (fictional people, marked as demo data). */
export const DEMO_TESTIMONIALS = [
  {
    role: 'Spanish learner (demo)',
    versions: {
      en: { title: 'Marta', summary: 'I read one article every morning. After three months I follow the news in Spanish without pausing every line.' },
      zh: { title: 'Marta', summary: '我每天早上读一篇文章。三个月后，我看西班牙语新闻已经不用每行都停下来了。' },
      es: { title: 'Marta', summary: 'Leo un artículo cada mañana. A los tres meses sigo las noticias en español sin parar en cada línea.' },
    },
  },
  {
    role: 'Parent of a young learner (demo)',
    versions: {
      en: { title: 'Daniel', summary: 'My daughter taps every character to hear it. The pop-up with pinyin made reading a game for her.' },
      zh: { title: 'Daniel', summary: '我女儿每个字都要点一下听听。带拼音的弹窗让阅读变成了她的游戏。' },
      es: { title: 'Daniel', summary: 'Mi hija toca cada carácter para oírlo. La ventana con pinyin convirtió la lectura en un juego.' },
    },
  },
];
