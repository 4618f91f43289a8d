/*
 * The demo item bank of AI Practice (issue 14, ADR 0008): for grades 2, 3 and 5, the first three
 * units of the learning plan's courses ('My family', 'At school', 'Animals', the lesson titles of
 * server/learning/learning-seed-data.ts). Each unit is written once here as words, gap sentences,
 * grammar questions and sentences to order; practice.seed.ts turns them into ≥ 40 items per unit.
 */

export interface UnitWord {
  word: string;
  meaning: string;
  /** Shown as the picture of the item (emoji render everywhere, weigh nothing). */
  picture: string;
  example: string;
}

export interface GapSentence {
  /** '___' marks the gap. */
  text: string;
  answer: string;
  explanation: string;
}

export interface GrammarQuestion {
  text: string;
  choices: string[];
  answer: string;
  explanation: string;
}

export interface UnitContent {
  title: string;
  words: UnitWord[];
  gaps: GapSentence[];
  grammar: GrammarQuestion[];
  /** Sentences the pupil puts back in order. */
  sentences: string[];
}

export interface GradeUnits {
  grade: number;
  units: UnitContent[];
}

const family: UnitWord[] = [
  { word: 'mother', meaning: 'mẹ', picture: '👩', example: 'This is my mother.' },
  { word: 'father', meaning: 'bố', picture: '👨', example: 'This is my father.' },
  { word: 'sister', meaning: 'chị/em gái', picture: '👧', example: 'My sister is six.' },
  { word: 'brother', meaning: 'anh/em trai', picture: '👦', example: 'My brother is tall.' },
  { word: 'baby', meaning: 'em bé', picture: '👶', example: 'The baby is sleeping.' },
  { word: 'grandmother', meaning: 'bà', picture: '👵', example: 'My grandmother is kind.' },
  { word: 'grandfather', meaning: 'ông', picture: '👴', example: 'My grandfather reads books.' },
  { word: 'family', meaning: 'gia đình', picture: '👨‍👩‍👧‍👦', example: 'I love my family.' },
  { word: 'house', meaning: 'ngôi nhà', picture: '🏠', example: 'We live in a big house.' },
  { word: 'dog', meaning: 'con chó', picture: '🐕', example: 'Our dog is brown.' },
  { word: 'uncle', meaning: 'chú/bác/cậu', picture: '🧔', example: 'My uncle is a doctor.' },
  { word: 'aunt', meaning: 'cô/dì', picture: '👩‍🦰', example: 'My aunt cooks well.' },
];

const school: UnitWord[] = [
  { word: 'pencil', meaning: 'bút chì', picture: '✏️', example: 'This is my pencil.' },
  { word: 'ruler', meaning: 'thước kẻ', picture: '📏', example: 'I have a ruler.' },
  { word: 'book', meaning: 'quyển sách', picture: '📘', example: 'Open your book, please.' },
  { word: 'schoolbag', meaning: 'cặp sách', picture: '🎒', example: 'My schoolbag is blue.' },
  { word: 'eraser', meaning: 'cục tẩy', picture: '🧽', example: 'Can I use your eraser?' },
  { word: 'pen', meaning: 'bút mực', picture: '🖊️', example: 'I write with a pen.' },
  { word: 'teacher', meaning: 'giáo viên', picture: '🧑‍🏫', example: 'My teacher is nice.' },
  { word: 'desk', meaning: 'bàn học', picture: '🪑', example: 'The book is on the desk.' },
  { word: 'clock', meaning: 'đồng hồ', picture: '🕒', example: 'The clock is on the wall.' },
  { word: 'scissors', meaning: 'cái kéo', picture: '✂️', example: 'These are my scissors.' },
  { word: 'computer', meaning: 'máy tính', picture: '💻', example: 'We use a computer at school.' },
  { word: 'notebook', meaning: 'quyển vở', picture: '📓', example: 'Write in your notebook.' },
];

const animals: UnitWord[] = [
  { word: 'elephant', meaning: 'con voi', picture: '🐘', example: 'The elephant is big.' },
  { word: 'monkey', meaning: 'con khỉ', picture: '🐒', example: 'The monkey can climb.' },
  { word: 'rabbit', meaning: 'con thỏ', picture: '🐇', example: 'The rabbit is small.' },
  { word: 'tiger', meaning: 'con hổ', picture: '🐅', example: 'The tiger is strong.' },
  { word: 'cat', meaning: 'con mèo', picture: '🐈', example: 'My cat likes milk.' },
  { word: 'bird', meaning: 'con chim', picture: '🐦', example: 'The bird can fly.' },
  { word: 'fish', meaning: 'con cá', picture: '🐟', example: 'A fish can swim.' },
  { word: 'lion', meaning: 'con sư tử', picture: '🦁', example: 'The lion is the king.' },
  { word: 'horse', meaning: 'con ngựa', picture: '🐎', example: 'The horse can run fast.' },
  { word: 'duck', meaning: 'con vịt', picture: '🦆', example: 'The duck says quack.' },
  { word: 'bear', meaning: 'con gấu', picture: '🐻', example: 'The bear is brown.' },
  { word: 'giraffe', meaning: 'con hươu cao cổ', picture: '🦒', example: 'The giraffe is tall.' },
];

const aAn =
  'Dùng "an" trước từ bắt đầu bằng âm nguyên âm (a, e, i, o, u), dùng "a" trước các âm khác. Ví dụ: an elephant, a tiger.';
const plural = 'Khi có từ hai trở lên, ta thêm "s" vào cuối danh từ. Ví dụ: one cat → two cats.';
const isAre =
  'Một người/vật dùng "is", nhiều người/vật dùng "are". Ví dụ: The cat is small. The cats are small.';
const thirdPerson = 'Với he/she/it, động từ thêm "s". Ví dụ: She likes milk. He reads books.';
const pastTense =
  'Việc đã xảy ra hôm qua dùng thì quá khứ, động từ thường thêm "ed". Ví dụ: I played football yesterday.';

function unitsFor(grade: number): UnitContent[] {
  const young = grade <= 3;
  return [
    {
      title: 'My family',
      words: family,
      gaps: [
        {
          text: 'This is my ___. She is my mum.',
          answer: 'mother',
          explanation: '"mother" là mẹ. Ví dụ: This is my mother.',
        },
        {
          text: 'This is my ___. He is my dad.',
          answer: 'father',
          explanation: '"father" là bố. Ví dụ: This is my father.',
        },
        {
          text: 'My ___ is a girl. She is ten.',
          answer: 'sister',
          explanation: 'Bạn gái trong nhà là "sister". Ví dụ: My sister is ten.',
        },
        {
          text: 'My ___ is a boy. He is eight.',
          answer: 'brother',
          explanation: 'Bạn trai trong nhà là "brother". Ví dụ: My brother is eight.',
        },
        { text: 'I have two ___: Nam and Minh.', answer: 'brothers', explanation: plural },
        { text: 'She ___ my sister.', answer: 'is', explanation: isAre },
        { text: 'They ___ my parents.', answer: 'are', explanation: isAre },
        {
          text: young ? 'My grandmother ___ old.' : 'My father ___ to work every day.',
          answer: young ? 'is' : 'goes',
          explanation: young ? isAre : thirdPerson,
        },
      ],
      grammar: [
        {
          text: 'How many people are there in your family? — There ___ four people.',
          choices: ['is', 'are', 'am'],
          answer: 'are',
          explanation: isAre,
        },
        {
          text: 'Who is ___? — She is my aunt.',
          choices: ['she', 'he', 'it'],
          answer: 'she',
          explanation: 'Hỏi về một bạn nữ dùng "she". Ví dụ: Who is she? She is my aunt.',
        },
        {
          text: 'I have two ___.',
          choices: ['sister', 'sisters', 'sisteres'],
          answer: 'sisters',
          explanation: plural,
        },
        {
          text: 'My mother ___ cooking.',
          choices: ['like', 'likes', 'liking'],
          answer: 'likes',
          explanation: thirdPerson,
        },
        {
          text: young ? 'This ___ my baby brother.' : 'Yesterday my family ___ to the park.',
          choices: young ? ['is', 'are', 'am'] : ['go', 'goes', 'went'],
          answer: young ? 'is' : 'went',
          explanation: young
            ? isAre
            : 'Việc đã xảy ra hôm qua dùng thì quá khứ: go → went. Ví dụ: We went to the park yesterday.',
        },
        { text: 'My uncle is ___ doctor.', choices: ['a', 'an', 'the two'], answer: 'a', explanation: aAn },
      ],
      sentences: young
        ? ['this is my mother', 'i love my family', 'my brother is tall', 'my family has four people']
        : [
            'my family has four people',
            'my father goes to work by bus',
            'i love my grandmother very much',
            'we visited our grandparents last sunday',
          ],
    },
    {
      title: 'At school',
      words: school,
      gaps: [
        {
          text: 'I write with a ___.',
          answer: 'pen',
          explanation: '"pen" là bút mực. Ví dụ: I write with a pen.',
        },
        {
          text: 'I draw a line with a ___.',
          answer: 'ruler',
          explanation: '"ruler" là thước kẻ. Ví dụ: I draw a line with a ruler.',
        },
        {
          text: 'Open your ___, please.',
          answer: 'book',
          explanation: '"book" là quyển sách. Ví dụ: Open your book, please.',
        },
        { text: 'I have an ___.', answer: 'eraser', explanation: aAn },
        { text: 'These are my ___. (pencil)', answer: 'pencils', explanation: plural },
        { text: 'What ___ this? — It is a clock.', answer: 'is', explanation: isAre },
        { text: 'The books ___ on the desk.', answer: 'are', explanation: isAre },
        {
          text: young ? 'My teacher ___ nice.' : 'Our teacher ___ English on Monday.',
          answer: young ? 'is' : 'teaches',
          explanation: young
            ? isAre
            : 'Với he/she, động từ tận cùng "ch" thêm "es". Ví dụ: She teaches English.',
        },
      ],
      grammar: [
        {
          text: 'What is this? — It is ___ eraser.',
          choices: ['a', 'an', 'two'],
          answer: 'an',
          explanation: aAn,
        },
        {
          text: 'What is this? — It is ___ pencil.',
          choices: ['a', 'an', 'two'],
          answer: 'a',
          explanation: aAn,
        },
        {
          text: 'I have three ___.',
          choices: ['book', 'books', 'bookes'],
          answer: 'books',
          explanation: plural,
        },
        {
          text: '___ I open the book? — Yes, you can.',
          choices: ['Can', 'Do', 'Is'],
          answer: 'Can',
          explanation: 'Xin phép làm gì dùng "Can I …?". Ví dụ: Can I open the book?',
        },
        {
          text: young ? 'My schoolbag ___ blue.' : 'Yesterday we ___ a song in class.',
          choices: young ? ['is', 'are', 'am'] : ['sing', 'sang', 'sings'],
          answer: young ? 'is' : 'sang',
          explanation: young
            ? isAre
            : 'Việc đã xảy ra hôm qua dùng thì quá khứ: sing → sang. Ví dụ: We sang a song yesterday.',
        },
        {
          text: 'She ___ to school every day.',
          choices: ['go', 'goes', 'going'],
          answer: 'goes',
          explanation: thirdPerson,
        },
      ],
      sentences: young
        ? ['this is my pencil', 'open your book please', 'my schoolbag is blue', 'i have a ruler']
        : [
            'can i use your eraser please',
            'our teacher is very kind',
            'we have english on monday',
            'i played football after school yesterday',
          ],
    },
    {
      title: 'Animals',
      words: animals,
      gaps: [
        {
          text: 'The ___ is big and grey.',
          answer: 'elephant',
          explanation: '"elephant" là con voi. Ví dụ: The elephant is big.',
        },
        {
          text: 'The ___ can fly.',
          answer: 'bird',
          explanation: '"bird" là con chim. Ví dụ: The bird can fly.',
        },
        { text: 'A ___ can swim.', answer: 'fish', explanation: '"fish" là con cá. Ví dụ: A fish can swim.' },
        { text: 'I can see an ___.', answer: 'elephant', explanation: aAn },
        { text: 'There are three ___ in the zoo. (monkey)', answer: 'monkeys', explanation: plural },
        { text: 'The rabbit ___ small.', answer: 'is', explanation: isAre },
        { text: 'The tigers ___ strong.', answer: 'are', explanation: isAre },
        {
          text: young ? 'My cat ___ milk.' : 'We ___ the zoo last weekend. (visit)',
          answer: young ? 'likes' : 'visited',
          explanation: young ? thirdPerson : pastTense,
        },
      ],
      grammar: [
        { text: 'It is ___ elephant.', choices: ['a', 'an', 'two'], answer: 'an', explanation: aAn },
        { text: 'It is ___ tiger.', choices: ['a', 'an', 'two'], answer: 'a', explanation: aAn },
        {
          text: 'I like ___.',
          choices: ['monkey', 'monkeys', 'monkeyes'],
          answer: 'monkeys',
          explanation: plural,
        },
        {
          text: 'What animal do you like? — I ___ rabbits.',
          choices: ['like', 'likes', 'liking'],
          answer: 'like',
          explanation: 'Với I/you/we/they, động từ giữ nguyên. Ví dụ: I like rabbits.',
        },
        {
          text: young ? 'The giraffes ___ tall.' : 'Last year I ___ a lion at the zoo.',
          choices: young ? ['is', 'are', 'am'] : ['see', 'saw', 'sees'],
          answer: young ? 'are' : 'saw',
          explanation: young
            ? isAre
            : 'Việc đã xảy ra năm ngoái dùng thì quá khứ: see → saw. Ví dụ: I saw a lion.',
        },
        {
          text: 'A horse ___ run fast.',
          choices: ['can', 'cans', 'is'],
          answer: 'can',
          explanation: 'Nói con vật làm được gì dùng "can" + động từ. Ví dụ: A horse can run fast.',
        },
      ],
      sentences: young
        ? ['the elephant is big', 'the bird can fly', 'i like rabbits', 'the monkey can climb']
        : [
            'the giraffe has a long neck',
            'monkeys can climb trees very well',
            'we saw a tiger at the zoo',
            'my favourite animal is the elephant',
          ],
    },
  ];
}

export const PRACTICE_CONTENT: GradeUnits[] = [2, 3, 5].map((grade) => ({ grade, units: unitsFor(grade) }));
