import type { DemoArticle } from './types';

/** Six original Spanish articles, two per level, written by the team for learners aged about 7 to 25. */
export const ES_ARTICLES: DemoArticle[] = [
  {
    issue: 1,
    title: 'Mi abuela Rosa',
    title_en: 'My grandmother Rosa',
    summary: 'Lucía nos presenta a su abuela, que cocina, pasea y siempre gana a las cartas.',
    level: 'Beginner',
    category: 'Me & Family',
    is_free: true,
    paragraphs: [
      [
        'Me llamo Lucía y tengo once años. Vivo en Sevilla con mis padres y mi hermano pequeño, Pablo.',
        'My name is Lucía and I am eleven. I live in Seville with my parents and my little brother, Pablo.',
      ],
      [
        'Mi abuela Rosa vive cerca de nosotros. Tiene setenta años, pero es muy activa. Todas las mañanas camina por el parque con su perro, Toby.',
        'My grandmother Rosa lives near us. She is seventy, but she is very active. Every morning she walks in the park with her dog, Toby.',
      ],
      [
        'Los domingos comemos en su casa. La abuela cocina una paella muy rica y después jugamos a las cartas. ¡Siempre gana ella!',
        'On Sundays we have lunch at her house. Grandma cooks a delicious paella and afterwards we play cards. She always wins!',
      ],
    ],
    cloze: [
      'Vivo en Sevilla con mis {{padres}} y mi hermano pequeño.',
      'Tiene setenta años, pero es muy {{activa}}.',
      'Los {{domingos}} comemos en su casa.',
      'La abuela {{cocina}} una paella muy rica.',
    ],
    distractors: ['lunes', 'abuelos'],
    questions: [
      ['¿Cuántos años tiene Lucía?', ['Siete', 'Once', 'Setenta'], 1],
      ['¿Cómo se llama el perro?', ['Pablo', 'Toby', 'Rosa'], 1],
      ['¿Qué hacen después de comer?', ['Juegan a las cartas', 'Ven la tele', 'Caminan por el parque'], 0],
    ],
    key_vocabulary: ['abuela', 'padres', 'hermano', 'perro', 'domingo', 'cocinar'],
  },
  {
    issue: 2,
    title: 'El partido del sábado',
    title_en: "Saturday's match",
    summary: 'Un portero nervioso, un partido difícil y un helado para celebrar.',
    level: 'Beginner',
    category: 'Entertainment & Sports',
    is_free: false,
    paragraphs: [
      [
        'El sábado tengo un partido de fútbol. Mi equipo se llama Los Tigres y yo soy el portero.',
        'On Saturday I have a football match. My team is called The Tigers and I am the goalkeeper.',
      ],
      [
        'Antes del partido estoy nervioso. Mi entrenador me dice: «Tranquilo, tú puedes».',
        'Before the match I am nervous. My coach tells me: "Relax, you can do it."',
      ],
      [
        'El partido es muy difícil. El otro equipo marca un gol, pero nosotros marcamos dos. ¡Ganamos dos a uno! Después, celebramos con un helado.',
        'The match is very hard. The other team scores a goal, but we score two. We win two to one! Afterwards we celebrate with an ice cream.',
      ],
    ],
    cloze: [
      'Mi equipo se llama Los Tigres y yo soy el {{portero}}.',
      'Antes del partido estoy {{nervioso}}.',
      'El otro equipo marca un {{gol}}.',
      'Después, celebramos con un {{helado}}.',
    ],
    distractors: ['cansado', 'pastel'],
    questions: [
      ['¿Qué día es el partido?', ['El viernes', 'El sábado', 'El domingo'], 1],
      ['¿Cómo se llama el equipo?', ['Los Leones', 'Los Tigres', 'Los Osos'], 1],
      ['¿Cuál es el resultado?', ['Uno a uno', 'Dos a uno', 'Cero a dos'], 1],
    ],
    key_vocabulary: ['partido', 'equipo', 'portero', 'entrenador', 'gol', 'ganar'],
  },
  {
    issue: 1,
    title: 'Un huerto en la azotea',
    title_en: 'A vegetable garden on the roof',
    summary: 'Los vecinos de un edificio de Madrid convierten su azotea en un huerto y se hacen amigos.',
    level: 'Intermediate',
    category: 'Nature & Environment',
    is_free: false,
    paragraphs: [
      [
        'Hace dos años, los vecinos de mi edificio en Madrid decidieron convertir la azotea en un huerto. Al principio, muchos pensaban que era una idea un poco loca.',
        'Two years ago the neighbours in my building in Madrid decided to turn the roof terrace into a vegetable garden. At first many thought it was a slightly crazy idea.',
      ],
      [
        'Entre todos compramos tierra, macetas grandes y semillas. Los niños nos encargamos de regar las plantas por la tarde, cuando hace menos calor.',
        'Together we bought soil, big pots and seeds. We children take care of watering the plants in the afternoon, when it is less hot.',
      ],
      [
        'Ahora cultivamos tomates, lechugas, fresas y hierbas aromáticas. Cada viernes repartimos lo que recogemos y, a veces, preparamos una cena juntos en la azotea.',
        'Now we grow tomatoes, lettuce, strawberries and herbs. Every Friday we share out what we pick, and sometimes we make dinner together on the roof.',
      ],
      [
        'Lo mejor del huerto no son las verduras, sino que ahora todos los vecinos nos conocemos. Además, hemos aprendido que la comida no nace en el supermercado.',
        'The best thing about the garden is not the vegetables but that all the neighbours now know each other. We have also learnt that food does not come from the supermarket.',
      ],
    ],
    cloze: [
      'Los vecinos decidieron convertir la azotea en un {{huerto}}.',
      'Entre todos compramos tierra, macetas grandes y {{semillas}}.',
      'Los niños nos encargamos de {{regar}} las plantas por la tarde.',
      'Cada viernes {{repartimos}} lo que recogemos.',
    ],
    distractors: ['comprar', 'flores'],
    questions: [
      ['¿Dónde está el huerto?', ['En un parque', 'En la azotea de un edificio', 'En el campo'], 1],
      ['¿Cuándo riegan los niños las plantas?', ['Por la mañana', 'Por la tarde', 'Por la noche'], 1],
      ['¿Qué es lo mejor del huerto, según el texto?', ['Las fresas', 'Que los vecinos se conocen', 'Ahorrar dinero'], 1],
    ],
    key_vocabulary: ['huerto', 'azotea', 'vecino', 'semilla', 'regar', 'cultivar'],
  },
  {
    issue: 2,
    title: '¿Qué quieres ser de mayor?',
    title_en: 'What do you want to be when you grow up?',
    summary: 'Unas prácticas en una clínica veterinaria ayudan a un estudiante a pensar en su futuro.',
    level: 'Intermediate',
    category: 'Professions & Work',
    is_free: true,
    paragraphs: [
      [
        'Cuando era pequeño, quería ser astronauta. Luego quise ser cocinero, músico y hasta detective. Creo que cambié de idea cada año.',
        'When I was little I wanted to be an astronaut. Then I wanted to be a cook, a musician and even a detective. I think I changed my mind every year.',
      ],
      [
        'Este verano hice unas prácticas en una clínica veterinaria. Ayudaba a dar de comer a los animales y a limpiar las jaulas, y a veces podía mirar mientras la veterinaria operaba.',
        'This summer I did a work placement at a veterinary clinic. I helped feed the animals and clean the cages, and sometimes I could watch while the vet operated.',
      ],
      [
        'Fue un trabajo cansado, pero descubrí algo importante: me gusta cuidar a los demás, aunque sean gatos con mal carácter.',
        'It was tiring work, but I discovered something important: I like looking after others, even when they are bad-tempered cats.',
      ],
      [
        'Todavía no sé exactamente qué voy a estudiar. Sin embargo, ahora tengo más claro qué tipo de trabajo me haría feliz.',
        "I still don't know exactly what I am going to study. But now I have a clearer idea of what kind of work would make me happy.",
      ],
    ],
    cloze: [
      'Cuando era pequeño, quería ser {{astronauta}}.',
      'Este verano hice unas {{prácticas}} en una clínica veterinaria.',
      'Ayudaba a dar de comer a los animales y a limpiar las {{jaulas}}.',
      'Fue un trabajo {{cansado}}, pero descubrí algo importante.',
    ],
    distractors: ['médico', 'fácil'],
    questions: [
      ['¿Qué quería ser el autor cuando era pequeño?', ['Veterinario', 'Astronauta', 'Profesor'], 1],
      ['¿Dónde hizo las prácticas?', ['En un hospital', 'En una clínica veterinaria', 'En un restaurante'], 1],
      ['¿Qué descubrió?', ['Que no le gustan los gatos', 'Que le gusta cuidar a los demás', 'Que quiere ser detective'], 1],
    ],
    key_vocabulary: ['astronauta', 'prácticas', 'veterinario', 'jaula', 'cuidar', 'descubrir'],
  },
  {
    issue: 1,
    title: 'El arte de aburrirse',
    title_en: 'The art of being bored',
    summary: 'Algunos psicólogos creen que el aburrimiento es el primer paso de la creatividad.',
    level: 'Advanced',
    category: 'People & Psychology',
    is_free: false,
    paragraphs: [
      [
        'Vivimos rodeados de estímulos. En cuanto tenemos un minuto libre, sacamos el móvil para llenar el silencio con vídeos, mensajes o notificaciones.',
        'We live surrounded by stimuli. As soon as we have a free minute, we take out our phones to fill the silence with videos, messages or notifications.',
      ],
      [
        'Sin embargo, varios psicólogos sostienen que el aburrimiento cumple una función importante. Cuando la mente no tiene nada que hacer, empieza a divagar, y es precisamente entonces cuando surgen muchas ideas originales.',
        'However, several psychologists argue that boredom serves an important purpose. When the mind has nothing to do, it starts to wander, and that is precisely when many original ideas appear.',
      ],
      [
        'En un experimento conocido, se pidió a un grupo de personas que copiara números de una guía telefónica antes de realizar una tarea creativa. Sorprendentemente, obtuvieron mejores resultados que quienes no habían pasado por esa actividad tan tediosa.',
        'In a well-known experiment, a group of people were asked to copy numbers from a telephone directory before doing a creative task. Surprisingly, they did better than those who had not gone through such a tedious activity.',
      ],
      [
        'Quizá, entonces, deberíamos dejar de ver el aburrimiento como un enemigo. Un rato sin pantallas puede ser el espacio que nuestra imaginación necesita para despertar.',
        'Perhaps, then, we should stop seeing boredom as an enemy. A while without screens may be the space our imagination needs to wake up.',
      ],
    ],
    cloze: [
      'Vivimos rodeados de {{estímulos}}.',
      'Varios psicólogos sostienen que el {{aburrimiento}} cumple una función importante.',
      'Cuando la mente no tiene nada que hacer, empieza a {{divagar}}.',
      'Un rato sin {{pantallas}} puede ser el espacio que nuestra imaginación necesita.',
    ],
    distractors: ['ruidos', 'dormir'],
    questions: [
      ['¿Qué hacemos cuando tenemos un minuto libre, según el texto?', ['Leemos un libro', 'Sacamos el móvil', 'Dormimos'], 1],
      ['¿Qué pasa cuando la mente divaga?', ['Surgen ideas originales', 'Nos ponemos tristes', 'Olvidamos todo'], 0],
      ['¿Qué hizo el grupo del experimento antes de la tarea creativa?', ['Ver vídeos', 'Copiar números de una guía telefónica', 'Hacer deporte'], 1],
      ['¿Cuál es la idea principal?', ['El aburrimiento puede ser útil', 'Los móviles son peligrosos', 'Los experimentos son aburridos'], 0],
    ],
    key_vocabulary: ['estímulo', 'aburrimiento', 'divagar', 'surgir', 'tedioso', 'pantalla'],
  },
  {
    issue: 2,
    title: 'Los mensajes de los quipus',
    title_en: 'The messages of the quipus',
    summary: 'Los incas guardaban información en cuerdas con nudos. ¿Era también una forma de escribir?',
    level: 'Advanced',
    category: 'Culture & History',
    is_free: false,
    paragraphs: [
      [
        'Los incas construyeron uno de los imperios más grandes de América sin utilizar la escritura tal como la conocemos. Para guardar información, usaban los quipus: cuerdas de algodón o de lana con nudos de distintos tipos y colores.',
        'The Incas built one of the largest empires in the Americas without writing as we know it. To store information they used quipus: cotton or wool cords with knots of different kinds and colours.',
      ],
      [
        'Gracias a los quipus, los funcionarios del imperio registraban datos como la población de cada pueblo, los impuestos o las reservas de alimentos. La posición de cada nudo indicaba unidades, decenas o centenas.',
        "Thanks to the quipus, the empire's officials recorded data such as each village's population, taxes or food stores. The position of each knot showed units, tens or hundreds.",
      ],
      [
        'Los especialistas que sabían leerlos se llamaban quipucamayocs. Tras la llegada de los españoles, muchos quipus fueron destruidos y, con ellos, se perdió buena parte de ese conocimiento.',
        'The specialists who could read them were called quipucamayocs. After the Spanish arrived, many quipus were destroyed, and with them much of that knowledge was lost.',
      ],
      [
        'Hoy en día, los investigadores todavía intentan descifrar si algunos quipus contenían también relatos o nombres. Si lo logran, quizá tengamos que replantearnos qué entendemos por escribir.',
        'Today researchers are still trying to work out whether some quipus also held stories or names. If they succeed, we may have to rethink what we mean by writing.',
      ],
    ],
    cloze: [
      'Usaban los quipus: cuerdas de algodón o de lana con {{nudos}}.',
      'Los funcionarios registraban datos como la {{población}} de cada pueblo.',
      'Tras la llegada de los españoles, muchos quipus fueron {{destruidos}}.',
      'Los investigadores todavía intentan {{descifrar}} si algunos quipus contenían relatos.',
    ],
    distractors: ['escribir', 'colores'],
    questions: [
      ['¿Qué eran los quipus?', ['Libros de papel', 'Cuerdas con nudos', 'Pinturas en piedra'], 1],
      ['¿Qué indicaba la posición de cada nudo?', ['El color de la lana', 'Unidades, decenas o centenas', 'El nombre del funcionario'], 1],
      ['¿Cómo se llamaban los especialistas que leían los quipus?', ['Quipucamayocs', 'Incas', 'Funcionarios'], 0],
      [
        '¿Qué intentan descubrir hoy los investigadores?',
        ['Si los quipus contenían relatos o nombres', 'Dónde vivían los incas', 'Cuánto costaba el algodón'],
        0,
      ],
    ],
    key_vocabulary: ['imperio', 'cuerda', 'nudo', 'impuesto', 'descifrar', 'conocimiento'],
  },
];
