// Every route of spec 01 §2 and spec 02 §2, with sample ids. `redirect` is where the app sends the
// path (spec: /user -> /user/center, ...). The journeys visit each one as learner, teacher and admin.

/** Public routes with the shared layout (spec 01 §2 "Public routes", spec 02 §2 "Speaking, public"). */
export const publicRoutes = [
  '/',
  '/blog',
  '/blog/1',
  '/materials',
  '/videoplayer',
  '/video',
  '/video/upload/1',
  '/video/search/1',
  '/read',
  '/ArticleSearch/1',
  '/article/1',
  '/free-article/1',
  '/article-quiz/1',
  '/speak',
  '/speak/list',
  '/speak/1',
  '/create/1',
  '/debate-list',
  '/mentors',
  '/mentors/resume/3',
  '/subscribe',
  '/order',
  '/payment',
  '/cancel',
  '/mentor-verify-paid',
  '/setting',
  '/report',
  '/kickstart',
  '/kickstart-sp',
  '/kickstart-en',
  '/category/Daily%20life',
  '/level/Beginner',
  '/founder-story',
  '/privacy-policy',
  '/contact',
  '/FAQs',
];

/** Authentication pages under /admin (spec 01 §2). Tokens are samples: the pages must handle a bad one. */
export const authRoutes = [
  '/admin/register',
  '/admin/login',
  '/admin/forget-password',
  '/admin/reset-password/sample-token',
  '/admin/google/auth/register/failed',
  '/admin/google/auth/login/failed',
  '/admin/email/verify/sample-token',
  '/admin/email-resend',
];

/** Learner dashboard (spec 01 §2, spec 02 §2 "User dashboard items"). */
export const userRoutes = [
  { path: '/user', redirect: '/user/center' },
  '/user/center',
  '/user/notification',
  '/user/quiz',
  '/user/quiz/1/1',
  '/user/record',
  '/user/discussion',
  '/user/activities',
  '/user/event/1',
  '/user/uploads',
  '/user/download',
  '/user/popularity',
  '/user/subscription',
  '/user/archived',
  { path: '/user/vocabulary', redirect: '/user/vocabulary/notebook' },
  '/user/vocabulary/flipcard',
  '/user/vocabulary/lookup',
  '/user/vocabulary/notebook',
  '/user/watch',
  '/user/watch/sentencelist',
  '/user/watch/videolist',
  '/user/dashboard',
  '/user/profile',
  '/user/account',
  '/user/saved',
  '/user/saved/videolist',
  '/user/debate',
  '/user/debate/activities',
  '/user/debate/tickets',
  '/user/debate/material',
  '/user/debate/qa',
];

/** Teacher area (spec 01 §2, spec 02 §2). */
export const teacherRoutes = [
  { path: '/teacher', redirect: '/teacher/organization/list' },
  '/teacher/organization/list',
  '/teacher/organization/group',
  '/teacher/organization/member',
  '/teacher/organization/member/recording/1',
  '/teacher/profile',
  '/teacher/resume',
  // Ours, not the spec's: the materials marketplace (decision 0119).
  '/teacher/materials',
];

/** Administration (spec 02 §2, "Admin content area"). */
export const cmsRoutes = [
  { path: '/cms', redirect: '/cms/index' },
  '/cms/index',
  '/cms/debateList',
  '/cms/debateEdit/1',
  '/cms/materialList',
  '/cms/materialCreate',
  '/cms/materialEdit/1',
  '/cms/userActivity',
  '/cms/userlist',
  '/cms/mentorlist',
  '/cms/orglist',
  '/cms/orderlist',
  '/cms/articleAudioList',
  '/cms/articleList',
  '/cms/articleEdit',
  '/cms/articleEdit/1',
  '/cms/blogPostList',
  '/cms/blogPostEdit',
  '/cms/blogPostEdit/1',
  '/cms/magazineList',
  '/cms/magazineEdit',
  '/cms/magazineEdit/1',
  '/cms/eventList',
  '/cms/eventEdit',
  '/cms/eventEdit/1',
  '/cms/categoryList',
  '/cms/cartoonList',
  '/cms/cartoonEditor',
  '/cms/adList',
  '/cms/adEditor',
  '/cms/application',
  '/cms/videoCategory',
  '/cms/VideoEdit/1',
  '/cms/CategoryEdit',
  // Also linked from the side menu (spec 02 §2).
  '/cms/debatelist',
  '/cms/adlist',
];

/** Joining an organisation, in the public layout: the class-code form and an invitation link (a sample token). */
export const organizationRoutes = ['/organization/join', '/organization/invitation/sample-token'];

/** Full-screen rooms (spec 01 §2, spec 02 §2). */
export const roomRoutes = ['/debate/room', '/debate/room/1', '/speak-room/1', '/minitalk/room/1', '/roleplay/room/1'];

/** Paths that are not routes: the 404 page, and only there. */
export const unknownRoutes = ['/no-such-page', '/user/no-such-page', '/blog/1/extra/segments'];

/** Deep links the server answers 404 (decision 0067): unknown paths, and an article that does not exist. */
export const notFoundDeepLinks = [...unknownRoutes, '/cms/no-such-page', '/article/2000000000', '/free-article/2000000000'];

const norm = (r) => (typeof r === 'string' ? { path: r } : r);

/** Every spec route as `{ path, redirect?, group }`. */
export const allRoutes = [
  ...publicRoutes.map((r) => ({ ...norm(r), group: 'public' })),
  ...authRoutes.map((r) => ({ ...norm(r), group: 'auth' })),
  ...userRoutes.map((r) => ({ ...norm(r), group: 'user' })),
  ...teacherRoutes.map((r) => ({ ...norm(r), group: 'teacher' })),
  ...cmsRoutes.map((r) => ({ ...norm(r), group: 'cms' })),
  ...roomRoutes.map((r) => ({ ...norm(r), group: 'room' })),
];

/** What a teacher walks: the teacher area and the organisation pages. */
export const teacherWalkRoutes = [
  ...teacherRoutes.map((r) => ({ ...norm(r), group: 'teacher' })),
  ...organizationRoutes.map((r) => ({ ...norm(r), group: 'public' })),
];
