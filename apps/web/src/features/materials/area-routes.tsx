import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import i18n from '../../lib/i18n';

// The teacher's and the admins' pages of the marketplace, loaded with their areas.
const route = (path: string, titleKey: string, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  handle: { titleKey },
  lazy: async () => {
    const [Component] = await Promise.all([load(), i18n.loadNamespaces(['materials'])]);
    return { Component };
  },
});

const cms = () => import('./pages/cms-material-pages');

/** /teacher/materials: upload, see and edit one's own. */
export const materialsTeacherRoute = route('materials', 'pages.teacher.materials', () =>
  import('./pages/teacher-materials-page').then((m) => m.TeacherMaterialsPage),
);

/** /cms/materialList, /cms/materialCreate, /cms/materialEdit/{id} (spec 02 §2). */
export const materialsCmsRoutes: RouteObject[] = [
  route('materialList', 'pages.cms.materialList', () => cms().then((m) => m.CmsMaterialListPage)),
  route('materialCreate', 'pages.cms.materialCreate', () => cms().then((m) => m.CmsMaterialCreatePage)),
  route('materialEdit/:id', 'pages.cms.materialEdit', () => cms().then((m) => m.CmsMaterialEditPage)),
];
