// axe-core with the teacher's organisation dialogs open (issue 21), in en, zh and es: on the
// organisations page the members-and-admins dialog (and its role list) and the rename dialog; on
// the groups page the add-learners dialog (the form, then the printed sign-in cards), the edit-group
// dialog, the group work dialog (assignments with the words the class does not yet know and the
// article list open, then the report), the "More" menu and the remove-a-learner confirmation; on the
// members page the remove confirmation. Controls are found by the app's own strings in each language.
import { assert, loginViaUi, waitForPage } from '../lib/app.mjs';
import { withOpen } from '../lib/axe.mjs';
import { teacherWithSchool } from '../lib/school.mjs';
import { assertInLanguage, setAccountLanguage } from '../lib/site-language.mjs';
import { tr } from '../lib/strings.mjs';

/** A Mantine select's input, a textbox or a combobox by version. */
const field = (scope, name) => scope.getByRole('textbox', { name }).or(scope.getByRole('combobox', { name })).first();
const card = (page, name) => page.locator('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

export default function register(test) {
  for (const lng of ['en', 'zh', 'es'])
    test(
      `axe: the teacher's organisation dialogs open (members, learners, group work) (${lng}), no violations`,
      async (t) => {
        const s = (key, vars) => tr(lng, `organizations:${key}`, vars);
        const { teacher, org, group } = await teacherWithSchool(t, `axe-org-${lng}`);
        const found = [];
        const page = await t.newPage({ locale: { en: 'en-US', zh: 'zh-CN', es: 'es-ES' }[lng] });
        await loginViaUi(page, teacher.email, teacher.password);
        await setAccountLanguage(t, teacher.token, lng);
        const dialog = page.getByRole('dialog');

        await page.goto('/teacher/organization/list');
        await waitForPage(page);
        await assertInLanguage(page, lng);
        const orgCard = card(page, org.name);
        await withOpen(
          t,
          page,
          found,
          `${lng}: the members-and-admins dialog`,
          async () => {
            await orgCard.getByRole('button', { name: s('org.members') }).click();
            await field(dialog, s('org.role')).waitFor();
          },
          { close: false },
        );
        await withOpen(t, page, found, `${lng}: the role list of the members dialog`, async () => {
          await field(dialog, s('org.role')).click();
          await page.getByRole('listbox').waitFor();
        });
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        await withOpen(t, page, found, `${lng}: the rename dialog`, async () => {
          await orgCard.getByRole('button', { name: s('org.rename') }).click();
          await dialog.waitFor();
        });

        await page.goto('/teacher/organization/group');
        await waitForPage(page);
        const groupCard = card(page, group.name);
        await withOpen(
          t,
          page,
          found,
          `${lng}: the add-learners dialog`,
          async () => {
            await groupCard.getByRole('button', { name: s('learners.add') }).click();
            await dialog.getByRole('textbox', { name: s('learners.names') }).waitFor();
          },
          { close: false },
        );
        await withOpen(t, page, found, `${lng}: the sign-in cards`, async () => {
          await dialog.getByRole('textbox', { name: s('learners.names') }).fill('Ana');
          await dialog.getByRole('button', { name: s('learners.create') }).click();
          await dialog.locator('.lb-card').first().waitFor();
        });
        await dialog.waitFor({ state: 'hidden' });
        await withOpen(t, page, found, `${lng}: the edit-group dialog`, async () => {
          await groupCard.getByRole('button', { name: s('group.edit') }).click();
          await dialog.waitFor();
        });
        await withOpen(
          t,
          page,
          found,
          `${lng}: the assignments dialog`,
          async () => {
            await groupCard.getByRole('button', { name: s('assign.title') }).click();
            await dialog.getByRole('button', { name: s('words.toggle') }).waitFor();
          },
          { close: false },
        );
        await withOpen(
          t,
          page,
          found,
          `${lng}: the words the class does not yet know`,
          async () => {
            await dialog.getByRole('button', { name: s('words.toggle') }).click();
            await dialog.getByRole('button', { name: s('words.toggle'), expanded: true }).waitFor();
            await page.waitForLoadState('networkidle', { timeout: 4000 }).catch(() => {});
          },
          { close: false },
        );
        await withOpen(t, page, found, `${lng}: the article list of a new assignment`, async () => {
          await field(dialog, s('assign.article')).click();
          await page.getByRole('listbox').waitFor();
          await page.waitForLoadState('networkidle', { timeout: 4000 }).catch(() => {});
        });
        await withOpen(t, page, found, `${lng}: the group report`, async () => {
          await dialog.getByRole('tab', { name: s('report.title') }).click();
          await dialog.getByRole('table').first().waitFor();
        });
        await dialog.waitFor({ state: 'hidden' });
        await withOpen(t, page, found, `${lng}: the More menu of a group`, async () => {
          await groupCard.getByRole('button', { name: s('actions.more') }).click();
          await page.getByRole('menu').waitFor();
        });
        await withOpen(t, page, found, `${lng}: the remove-a-learner confirmation`, async () => {
          await groupCard.getByRole('button', { name: s('actions.removeNamed', { name: 'Mei' }) }).click();
          await dialog.waitFor();
        });

        await page.goto('/teacher/organization/member');
        await waitForPage(page);
        await withOpen(t, page, found, `${lng}: the remove-a-member confirmation`, async () => {
          await page.getByRole('button', { name: s('actions.removeNamed', { name: 'Leo' }) }).click();
          await dialog.waitFor();
        });
        assert(!found.length, `${found.length} violation(s):\n${found.join('\n')}`);
      },
      { timeoutMs: 240_000, group: 'axe-teacher-dialogs' },
    );
}
