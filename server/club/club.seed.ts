import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { DEMO_NOTIFICATIONS } from '../notification/seed-notifications';
import type { ClubStatus } from './club.tables';
import { newImageRow } from './club-images.repository';
import { demoDrawings } from './demo-drawings';

/*
 * Demo data of the club (issue 11): Trường Tiểu học Kim Đồng with 0901000001's profiles and eight
 * classmates in several classes, 36 approved posts with images, Minh Anh's posts in every status
 * (ids match her demo notifications), comments, likes, the weekly challenges, the moderator of the
 * school (0901000009) and a few posts of another school that Kim Đồng never sees.
 */

export const CLUB_DEMO_SCHOOL = 'Trường Tiểu học Kim Đồng';
export const CLUB_DEMO_OTHER_SCHOOL = 'Trường Tiểu học Lê Văn Tám';
export const CLUB_DEMO_MODERATOR_PHONE = '0901000009';
const MINH_ANH = 'Nguyễn Hoàng Minh Anh';

/** Pupils of Kim Đồng without a login of their own (password_hash null): authors of the demo feed. */
const CLASSMATES: ReadonlyArray<{ phone: string; name: string; grade: number; className: string }> = [
  { phone: '0901100001', name: 'Trần Bảo Châu', grade: 3, className: '3A' },
  { phone: '0901100002', name: 'Lê Minh Khang', grade: 3, className: '3A' },
  { phone: '0901100003', name: 'Phạm Thảo Vy', grade: 3, className: '3B' },
  { phone: '0901100004', name: 'Đỗ Quang Huy', grade: 4, className: '4A' },
  { phone: '0901100005', name: 'Vũ Ngọc Hân', grade: 4, className: '4C' },
  { phone: '0901100006', name: 'Hoàng Đức Minh', grade: 5, className: '5B' },
  { phone: '0901100007', name: 'Bùi Khánh Linh', grade: 2, className: '2A' },
  { phone: '0901100008', name: 'Ngô Gia Phúc', grade: 1, className: '1C' },
];

const APPROVED_TEXTS = [
  'Hôm nay lớp em học bài "My family". Em vẽ cả nhà em đang ăn cơm tối.',
  'My favourite animal is the elephant. It is big and kind!',
  'Em làm mô hình ngôi nhà bằng hộp giấy trong giờ thủ công.',
  'Lớp em trồng cây xanh ở sân trường. Cây của tổ em tên là "Bông".',
  'I can count to one hundred in English! One, two, three...',
  'Bức tranh "Mùa thu Hà Nội" của em được cô khen đó.',
  'Em tập viết thư cho bạn qua thư bằng tiếng Anh: "Dear Tom, how are you?"',
  'Giờ ra chơi chúng em chơi nhảy dây, vui lắm!',
  'My school bag is blue. There are five books in it.',
  'Em đã đọc xong cuốn truyện "Dế Mèn phiêu lưu ký".',
  'Lớp em tổ chức sinh nhật cho các bạn sinh tháng 10.',
  'Đây là con diều em tự làm với bố vào cuối tuần.',
  'I like apples, bananas and mangoes. What fruit do you like?',
  'Em vẽ biển Nha Trang, nơi gia đình em đi nghỉ hè.',
  'Hôm nay em được làm lớp trưởng một ngày. Em rất vui!',
  'The weather is sunny today. We played football after class.',
  'Lớp em làm báo tường chào mừng ngày Nhà giáo Việt Nam.',
  'Em gấp được 20 con hạc giấy tặng cô giáo.',
  'My hobby is drawing. This is my cat, Mimi.',
  'Buổi ngoại khóa tham quan Bảo tàng Dân tộc học thật thú vị.',
  'Em và các bạn tập múa để biểu diễn văn nghệ cuối năm.',
  'I have a new pencil case. It is pink and has a unicorn!',
  'Bài thơ em chép tặng mẹ nhân ngày 20/10.',
  'Lớp 4A thi đua nhặt rác bảo vệ môi trường.',
  'Em làm thí nghiệm núi lửa bằng baking soda. Bùm!',
  'My best friend is Nam. We sit together in class.',
  'Em vẽ tranh "Ngôi trường mơ ước" có cả bể bơi nữa.',
  'Cả lớp em học hát bài "Twinkle twinkle little star".',
  'Em trồng cây đậu trong cốc nhựa, sau 5 ngày đã nảy mầm.',
];

/** Minh Anh's posts whose ids her demo notifications already point at. */
const MINH_ANH_POSTS: ReadonlyArray<{ id: number; title: string; status: ClubStatus }> = [
  { id: 90, title: 'Ngày hội sách', status: 'APPROVED' },
  { id: 94, title: 'Trò chơi giờ ra chơi', status: 'REJECTED' },
  { id: 95, title: 'Con mèo của em', status: 'APPROVED' },
  { id: 98, title: 'Vẽ tranh gia đình', status: 'APPROVED' },
  { id: 101, title: 'Chuyến dã ngoại Ba Vì', status: 'APPROVED' },
  { id: 102, title: 'Ảnh lớp 3A', status: 'REJECTED' },
  { id: 103, title: 'Em yêu mùa hè', status: 'PENDING' },
];

const MINH_ANH_BODIES: Record<number, string> = {
  90: 'Ngày hội sách\nEm đổi được 3 cuốn truyện tranh tiếng Anh với các bạn lớp 3B.',
  94: 'Trò chơi giờ ra chơi\nAi muốn chơi game bắn súng với em thì nhắn em nhé!',
  95: 'Con mèo của em\nThis is my cat. Her name is Mun. She likes milk.',
  98: 'Vẽ tranh gia đình\nEm vẽ bố, mẹ, anh Gia Bảo, em Bảo Ngọc và em.',
  101: 'Chuyến dã ngoại Ba Vì\nLớp 3A đi dã ngoại ở Ba Vì, chúng em được cho bò ăn cỏ!',
  102: 'Ảnh lớp 3A\nẢnh cả lớp em chụp cùng bảng tên và số điện thoại của các bạn.',
  103: 'Em yêu mùa hè\nSummer is hot. I go swimming with my dad every Sunday.',
};

const CHALLENGES: ReadonlyArray<{ title: string; prompt: string }> = [
  { title: 'Gia đình em', prompt: 'Viết 3 câu tiếng Anh giới thiệu một người trong gia đình con.' },
  {
    title: 'Món ăn yêu thích',
    prompt: 'Con thích món ăn nào nhất? Hãy viết tên món ăn đó bằng tiếng Anh và kể vì sao.',
  },
  {
    title: 'Ngôi trường của em',
    prompt: 'Kể về một góc con thích nhất ở trường, dùng ít nhất 2 từ tiếng Anh.',
  },
  {
    title: 'Con vật đáng yêu',
    prompt: 'Miêu tả một con vật con yêu thích: nó màu gì, to hay nhỏ, thích ăn gì?',
  },
  { title: 'Cuối tuần của em', prompt: 'Cuối tuần này con đã làm gì? Viết 3 câu bắt đầu bằng "I ...".' },
  {
    title: 'Ước mơ của em',
    prompt: 'Lớn lên con muốn làm nghề gì? Viết "I want to be a ..." và giải thích.',
  },
];

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export async function seedClub(trx: Transaction<Database>, nowMs: number): Promise<void> {
  const images = demoDrawings();
  const schools = await trx
    .selectFrom('schools')
    .select(['id', 'name'])
    .where('name', 'in', [CLUB_DEMO_SCHOOL, CLUB_DEMO_OTHER_SCHOOL])
    .execute();
  const schoolId = schools.find((s) => s.name === CLUB_DEMO_SCHOOL)?.id;
  const otherSchoolId = schools.find((s) => s.name === CLUB_DEMO_OTHER_SCHOOL)?.id;
  if (!schoolId || !otherSchoolId) throw new Error('Club demo schools are missing');

  const family = await trx
    .selectFrom('profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.id', 'p.name', 'p.class_name', 'p.grade_id', 'p.school_id', 'u.phone'])
    .where('u.phone', 'in', ['0901000001', '0901000003', CLUB_DEMO_MODERATOR_PHONE])
    .execute();
  const minhAnh = family.find((p) => p.name === MINH_ANH);
  const otherPupil = family.find((p) => p.phone === '0901000003');
  const moderator = await trx
    .selectFrom('users')
    .select('id')
    .where('phone', '=', CLUB_DEMO_MODERATOR_PHONE)
    .executeTakeFirst();
  if (!minhAnh || !otherPupil || !moderator) throw new Error('Club demo accounts are missing');

  await trx.insertInto('club_moderators').values({ user_id: moderator.id, school_id: schoolId }).execute();
  await trx
    .insertInto('club_challenges')
    .values(CHALLENGES.map((c, position) => ({ position, ...c })))
    .execute();

  const classmates = [];
  for (const mate of CLASSMATES) {
    const user = await trx
      .insertInto('users')
      .values({ phone: mate.phone, source: 1, name: `Phụ huynh ${mate.name}`, password_hash: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const profile = await trx
      .insertInto('profiles')
      .values({
        user_id: user.id,
        name: mate.name,
        avatar: `avatars/default-${String((classmates.length % 24) + 1).padStart(2, '0')}.svg`,
        is_default: true,
        grade_id: mate.grade,
        class_name: mate.className,
        school_id: schoolId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    classmates.push({ ...mate, profileId: profile.id });
  }
  const gbProfiles = family.filter((p) => p.phone === '0901000001' && p.name !== MINH_ANH);
  const authors = [
    ...classmates,
    ...gbProfiles.map((p) => ({ profileId: p.id, className: p.class_name ?? '', grade: p.grade_id ?? 1 })),
  ];

  const now = nowMs;
  const reserved = new Set(MINH_ANH_POSTS.map((p) => p.id));
  const rejectionReason = (id: number) =>
    DEMO_NOTIFICATIONS.find((n) => n.data?.feedId === id && n.data.feedNotificationStatus === 'REJECTED')
      ?.reason ?? null;

  type Seeded = {
    id: number;
    profileId: number;
    school: number;
    className: string;
    grade: number;
    content: string;
    status: ClubStatus;
    reason: string | null;
    created: number;
    images: number;
  };
  const posts: Seeded[] = [];
  // From 62, the approved posts also take ids 91–93, 96, 97 (the hidden comment's post), 99, 100 and 104.
  let nextId = 62;
  for (const [index, text] of [...APPROVED_TEXTS, ...APPROVED_TEXTS.slice(0, 7)].entries()) {
    while (reserved.has(nextId)) nextId += 1;
    const author = authors[index % authors.length]!;
    posts.push({
      id: nextId,
      profileId: author.profileId,
      school: schoolId,
      className: author.className,
      grade: author.grade,
      content: text,
      status: 'APPROVED',
      reason: null,
      created: now - (index + 1) * 19 * HOUR_MS,
      images: 1 + (index % 3),
    });
    nextId += 1;
  }
  for (const [index, post] of MINH_ANH_POSTS.entries()) {
    posts.push({
      id: post.id,
      profileId: minhAnh.id,
      school: schoolId,
      className: minhAnh.class_name ?? '3A',
      grade: minhAnh.grade_id ?? 3,
      content: MINH_ANH_BODIES[post.id] ?? post.title,
      status: post.status,
      reason: post.status === 'REJECTED' ? rejectionReason(post.id) : null,
      // Older than the notification about it (notifications are 1–25 hours old).
      created: now - (30 - index) * HOUR_MS - DAY_MS,
      images: post.id === 102 ? 1 : post.status === 'APPROVED' ? 2 : 0,
    });
  }
  for (const [index, text] of [
    'Trường Lê Văn Tám tổ chức hội khỏe Phù Đổng.',
    'My class is 2A. We love English!',
    'Em vẽ tranh phố đi bộ Nguyễn Huệ.',
  ].entries()) {
    posts.push({
      id: nextId++,
      profileId: otherPupil.id,
      school: otherSchoolId,
      className: '2A',
      grade: 2,
      content: text,
      status: 'APPROVED',
      reason: null,
      created: now - (index + 2) * 5 * HOUR_MS,
      images: 1,
    });
  }

  await trx
    .insertInto('club_posts')
    .values(
      posts.map((p) => ({
        id: p.id,
        profile_id: p.profileId,
        school_id: p.school,
        class_name: p.className,
        grade_id: p.grade,
        content: p.content,
        status: p.status,
        reason: p.reason,
        moderator_user_id: p.status === 'PENDING' ? null : moderator.id,
        decided_at: p.status === 'PENDING' ? null : new Date(p.created + 2 * HOUR_MS),
        submitted_at: new Date(p.created),
        created_at: new Date(p.created),
        updated_at: new Date(p.created),
      })) as never,
    )
    .execute();
  await sql`select setval(pg_get_serial_sequence('club_posts', 'id'), (select max(id) from club_posts))`.execute(
    trx,
  );

  const imageRows = posts.flatMap((p, postIndex) =>
    Array.from({ length: p.images }, (_, position) => {
      const image = images[(postIndex + position) % images.length]!;
      return { ...newImageRow(p.profileId, image), post_id: p.id, position };
    }),
  );
  await trx.insertInto('club_images').values(imageRows).execute();

  const approved = posts.filter((p) => p.status === 'APPROVED' && p.school === schoolId);
  const likes = approved.flatMap((p, index) =>
    [...authors, { profileId: minhAnh.id }]
      .filter((a, i) => a.profileId !== p.profileId && (i + index) % 3 === 0)
      .map((a) => ({ post_id: p.id, profile_id: a.profileId })),
  );
  await trx.insertInto('club_likes').values(likes).execute();
  type SeedComment = {
    post_id: number;
    profile_id: number;
    content: string;
    status: ClubStatus;
    moderator_user_id: number;
    decided_at: Date;
    created_at: Date;
  };
  const comments: SeedComment[] = approved.slice(0, 12).flatMap((p, index) => {
    const commenter = authors[(index + 3) % authors.length]!;
    if (commenter.profileId === p.profileId) return [];
    return [
      {
        post_id: p.id,
        profile_id: commenter.profileId,
        content: ['Đẹp quá!', 'Hay lắm bạn ơi!', 'Good job!', 'Mình cũng thích!'][index % 4]!,
        status: 'APPROVED',
        moderator_user_id: moderator.id,
        decided_at: new Date(now - index * HOUR_MS),
        created_at: new Date(now - (index + 1) * HOUR_MS),
      },
    ];
  });
  // The hidden comment behind Minh Anh's 'HIDDEN' notification (feedId 97).
  comments.push({
    post_id: 97,
    profile_id: minhAnh.id,
    content: 'Bài này xấu quá!',
    status: 'REJECTED',
    moderator_user_id: moderator.id,
    decided_at: new Date(now - 13 * HOUR_MS),
    created_at: new Date(now - 14 * HOUR_MS),
  });
  await trx
    .insertInto('club_comments')
    .values(
      comments.map((c) => ({
        ...c,
        reason: c.status === 'REJECTED' ? 'Bình luận chưa lịch sự với bạn.' : null,
      })),
    )
    .execute();
  await sql`update club_posts p set
      like_count = (select count(*) from club_likes l where l.post_id = p.id),
      comment_count = (select count(*) from club_comments c where c.post_id = p.id and c.status = 'APPROVED')`.execute(
    trx,
  );
}
