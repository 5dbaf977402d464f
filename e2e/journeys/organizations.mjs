// Schools and organisations (issue 16): a teacher founds a school and invites a colleague by e-mail;
// the Admin records its paid seats on /cms/orglist; the colleague opens the invitation link and
// joins; the school's admin creates two classes with the colleague as teacher; the teacher creates
// three learner accounts (sign-in cards) and one of them signs in with the user name; two learners
// join by class code (PRO through the paid seats); the teacher assigns a demo article; the learners
// read it, look words up and take its quiz; the teacher's report and "what the class does not yet
// know" show exactly that; an archived class leaves the list. Screenshots in en, zh and es with
// E2E_SHOTS=1.
import { apiToken, assert, DEMO, loginViaUi, registerViaApi, uniqueEmail, waitForPage } from '../lib/app.mjs';
import { waitForLink } from '../lib/mail.mjs';
import { demoArticles } from '../lib/reading.mjs';

const api = async (t, path, { token, body, method = body ? 'POST' : 'GET' } = {}) => {
  const headers = { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) };
  const res = await fetch(`${t.baseUrl}/api/v1${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
  return { status: res.status, body: await res.json().catch(() => null) };
};

const shot = async (page, name) => {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: new URL(`../screenshots/organizations-${name}.png`, import.meta.url).pathname, fullPage: true });
};

/** Picks options of a Mantine (multi) select by its label. */
async function pick(page, label, options) {
  const dialog = page.getByRole('dialog');
  for (const option of options) {
    await dialog
      .getByRole('textbox', { name: label })
      .or(dialog.getByRole('combobox', { name: label }))
      .first()
      .click();
    await page.getByRole('option', { name: option }).first().click();
  }
  await page.keyboard.press('Escape').catch(() => {});
}

const card = (page, name) => page.locator('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

export default function register(test) {
  test(
    'organisations: a school, its seats, classes, a teacher, learners by card and by code, an assignment and the class report',
    async (t) => {
      const headEmail = uniqueEmail('head');
      const teacherEmail = uniqueEmail('teacher');
      const school = `Maple School ${Date.now().toString(36)}`;
      await registerViaApi(t, { email: headEmail, role: 'Mentor', nick: 'Ms Head' });
      await registerViaApi(t, { email: teacherEmail, role: 'Mentor', nick: 'Mr Li' });
      const head = await t.newPage();
      const adminToken = await apiToken(t, DEMO.admin.email, DEMO.admin.password);

      await t.step('the head founds the school in the teacher area and invites a teacher by e-mail', async () => {
        await loginViaUi(head, headEmail, 'secret123');
        await head.goto('/teacher');
        await waitForPage(head);
        await head.getByRole('heading', { name: 'No organisation yet' }).waitFor();
        await head.getByRole('button', { name: 'New organisation' }).first().click();
        const dialog = head.getByRole('dialog');
        // Both fields are required: the form says so before sending anything.
        await dialog.getByRole('button', { name: 'Create' }).click();
        await dialog.getByText('Please enter the organisation name').waitFor();
        await dialog.getByText('Please invite at least one person').waitFor();
        await dialog.getByLabel(/^Organisation name/).fill(school);
        await dialog.getByLabel(/^Invited players/).fill(teacherEmail);
        await dialog.getByRole('button', { name: 'Create' }).click();
        await card(head, school).waitFor();
        await card(head, school).getByText('0 of 0 seats taken').waitFor();
        await card(head, school).getByText('0 groups · 1 member · 1 invited').waitFor();
        const orgs = await api(t, '/organization/org', { token: adminToken });
        assert(
          orgs.body.some((o) => o.name === school && o.seat_count === 0),
          'the Admin sees the new school, without seats',
        );
      });

      await t.step('the Admin records 10 paid seats on /cms/orglist', async () => {
        const admin = await t.newPage();
        await loginViaUi(admin, DEMO.admin.email, DEMO.admin.password);
        await admin.goto('/cms/orglist');
        await waitForPage(admin);
        const row = admin.getByRole('row').filter({ hasText: school });
        await row.getByLabel(`Seats of ${school}`).fill('10');
        const until = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
        await row.getByLabel(`${school} paid until`).fill(until);
        await row.getByRole('button', { name: 'Save' }).click();
        await row.getByText(`Paid until ${until}`).waitFor();
        await shot(admin, 'cms-orglist');
      });

      const teacher = await t.newPage();
      await t.step('the teacher opens the invitation link, signs in and joins', async () => {
        const link = await waitForLink(t.dataDir, teacherEmail, /https?:\/\/[^\s"'<>]+\/organization\/invitation\/[A-Za-z0-9_-]+/);
        await teacher.goto(new URL(link).pathname);
        await teacher.getByRole('heading', { name: `Join ${school}` }).waitFor();
        await teacher.locator('#main').getByRole('link', { name: 'Log in' }).click();
        await teacher
          .getByLabel(/^(Account|E-?mail)/i)
          .first()
          .fill(teacherEmail);
        await teacher
          .getByLabel(/^Password/i)
          .first()
          .fill('secret123');
        await teacher.getByRole('button', { name: 'Login', exact: true }).click();
        await teacher.getByRole('button', { name: 'Join', exact: true }).click();
        await teacher.getByRole('heading', { name: `You joined ${school}` }).waitFor();
      });

      await t.step('the head creates Class A (with the teacher) and Class B', async () => {
        await head.reload();
        await waitForPage(head);
        for (const name of ['Class A', 'Class B']) {
          await card(head, school).getByRole('button', { name: 'New group' }).click();
          const dialog = head.getByRole('dialog');
          await dialog.getByLabel(/^Group name/).fill(name);
          if (name === 'Class A') await pick(head, 'Teachers', ['Mr Li']);
          await dialog.getByRole('button', { name: 'Create' }).click();
          await dialog.waitFor({ state: 'hidden' });
        }
        await card(head, school).getByText('2 groups · 2 members · 0 invited').waitFor();
        await card(head, school).getByText('1 of 10 seats taken').waitFor();
      });

      let code = '';
      let cards = [];
      await t.step('the teacher sees Class A with its code and creates three learner accounts with sign-in cards', async () => {
        await teacher.goto('/teacher/organization/group');
        await waitForPage(teacher);
        const a = card(teacher, 'Class A');
        await a.getByText('Mr Li').waitFor();
        code = (await a.locator('.lb-code').textContent()).trim();
        assert(/^[A-Z2-9]{6}$/.test(code), `class code ${code}`);
        assert((await card(teacher, 'Class B').count()) === 0, 'the teacher sees Class B, which is not theirs');
        await a.getByRole('button', { name: 'Add learners' }).click();
        const dialog = teacher.getByRole('dialog');
        await dialog.getByLabel(/^Names, one a line/).fill('Mei\nLeo\nAna');
        await dialog.getByRole('button', { name: 'Create accounts' }).click();
        await dialog.getByText('3 accounts created', { exact: false }).waitFor();
        cards = await dialog.locator('.lb-card').evaluateAll((els) =>
          els.map((el) => {
            const bold = [...el.querySelectorAll('b')].map((b) => b.textContent);
            return { name: el.querySelector('p')?.textContent, userName: bold[0], password: bold[1] };
          }),
        );
        assert(cards.length === 3 && cards.every((c) => c.userName && c.password), `cards: ${JSON.stringify(cards)}`);
        await shot(teacher, 'sign-in-cards');
        await dialog.getByRole('button', { name: 'Done' }).click();
      });

      await t.step('a learner without e-mail signs in with the user name from the card', async () => {
        const mei = await t.newPage();
        await loginViaUi(mei, cards[0].userName, cards[0].password);
        const me = await mei.evaluate(async () =>
          (await fetch('/api/v1/user/me', { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } })).json(),
        );
        assert(me.nick_name === 'Mei' && me.is_paid === true, `the card's learner: ${JSON.stringify({ nick: me.nick_name, paid: me.is_paid })}`);
      });

      const learners = [];
      await t.step('two learners join Class A with the code; the paid seats make them PRO', async () => {
        for (const nick of ['Wang', 'Sofia']) {
          const email = uniqueEmail(nick.toLowerCase());
          await registerViaApi(t, { email, nick });
          const page = await t.newPage();
          await loginViaUi(page, email, 'secret123');
          await page.goto('/organization/join');
          await page.getByLabel(/^Class code/).fill(code.toLowerCase());
          await page.getByRole('button', { name: 'Join', exact: true }).click();
          await page.getByRole('heading', { name: `You joined Class A (${school})` }).waitFor();
          const token = await apiToken(t, email, 'secret123');
          const ent = await api(t, '/billing/entitlements', { token });
          assert(ent.body.pro && ent.body.reason === 'organization', `${nick} entitlements ${JSON.stringify(ent.body)}`);
          learners.push({ nick, email, token, page });
        }
      });

      const articles = await demoArticles(t);
      const article = articles.find((a) => a.language === 'Simplified_Chinese');
      await t.step('the teacher assigns a demo article to Class A', async () => {
        await teacher.reload();
        await waitForPage(teacher);
        await card(teacher, 'Class A').getByRole('button', { name: 'Assignments' }).click();
        const dialog = teacher.getByRole('dialog');
        await dialog.getByRole('heading', { name: 'No assignment yet' }).waitFor();
        const select = dialog
          .getByRole('textbox', { name: 'Article' })
          .or(dialog.getByRole('combobox', { name: 'Article' }))
          .first();
        await select.click();
        await teacher.getByRole('option', { name: article.title }).first().click();
        await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
        await dialog.getByText(article.title).first().waitFor();
        await dialog.getByText('0 of 5 done').waitFor();
        await teacher.keyboard.press('Escape');
      });

      await t.step('the learners see it, read it, look words up and take the quiz', async () => {
        const [wang, sofia] = learners;
        await wang.page.goto('/user/center');
        await wang.page.getByRole('heading', { name: 'My assignments' }).waitFor();
        await wang.page.getByRole('link', { name: article.title, exact: true }).waitFor();
        const quiz = (await api(t, `/article/${article.id}/quiz`, { token: wang.token })).body;
        for (const l of [wang, sofia]) {
          for (const text of l === wang ? ['学习', '朋友'] : ['学习']) {
            const r = await api(t, '/dictionary/lookup', {
              token: l.token,
              body: { text, lang_from: 'Simplified_Chinese', lang_to: 'English', context: { article_id: article.id } },
            });
            assert(r.status === 200, `lookup ${text}: ${r.status} ${JSON.stringify(r.body)}`);
          }
        }
        if (quiz?.questions?.length) {
          const a = await api(t, `/article/${article.id}/quiz/attempts`, { token: wang.token, body: {} });
          for (let q = 0; q < quiz.questions.length; q++)
            await api(t, `/article/${article.id}/quiz/attempts/${a.body.id}/answers`, { token: wang.token, body: { question: q, choice: 0 } });
        }
        const day = new Date().toISOString().slice(0, 10);
        const read = await api(t, '/learning/activity', {
          token: sofia.token,
          body: { entries: [{ day, period: 'Morning', page: 'article', ref: String(article.id), feature: 'read', visits: 1, seconds: 240 }] },
        });
        assert(read.status === 200, `activity: ${read.status}`);
      });

      await t.step("the teacher's report and the words the class does not yet know show exactly that", async () => {
        await teacher.reload();
        await waitForPage(teacher);
        await card(teacher, 'Class A').getByRole('button', { name: 'Report' }).click();
        const dialog = teacher.getByRole('dialog');
        const table = dialog.getByRole('table');
        await table.getByRole('row', { name: /Wang/ }).waitFor();
        const header = await table.locator('thead th').allTextContents();
        const col = (label) => header.indexOf(label);
        const cells = async (nick) =>
          await table
            .getByRole('row', { name: new RegExp(nick) })
            .locator('td')
            .allTextContents();
        const wang = await cells('Wang');
        const sofia = await cells('Sofia');
        assert(wang[col('Words looked up')] === '2' && sofia[col('Words looked up')] === '1', `words looked up: ${wang} / ${sofia}`);
        assert(sofia[col('Reading minutes')] === '4', `Sofia's reading minutes: ${sofia}`);
        assert(sofia[col('Assignments done')] === '1', `Sofia read the article for 4 minutes: ${sofia}`);
        await shot(teacher, 'report-en');
        await dialog.getByRole('tab', { name: 'Assignments' }).click();
        await dialog.getByRole('button', { name: 'What the class does not yet know' }).click();
        const words = dialog.getByRole('table', { name: 'Words the class looked up' });
        const first = await words.locator('tbody tr').first().textContent();
        assert(first.includes('学习') && first.includes('2 of 5'), `first word: ${first}`);
        assert((await words.locator('tbody tr').count()) === 2, 'two words were looked up');
        await shot(teacher, 'unknown-words-en');
        await teacher.keyboard.press('Escape');
      });

      await t.step('the group page in Chinese and Spanish', async () => {
        const token = await teacher.evaluate(() => localStorage.getItem('token'));
        for (const [lang, heading] of [
          ['zh', '小组'],
          ['es', 'Grupos'],
        ]) {
          await api(t, '/user/me', { token, method: 'PATCH', body: { site_language: lang } });
          await teacher.goto('/teacher/organization/group');
          await teacher.getByRole('heading', { name: heading, exact: true }).waitFor({ timeout: 15_000 });
          await shot(teacher, `groups-${lang}`);
        }
        await api(t, '/user/me', { token, method: 'PATCH', body: { site_language: 'en' } });
      });

      await t.step('the head archives Class B: it leaves the list', async () => {
        await head.goto('/teacher/organization/group');
        await waitForPage(head);
        await shot(head, 'groups-en');
        const b = card(head, 'Class B');
        await b.getByRole('button', { name: 'More' }).click();
        await head.getByRole('menuitem', { name: 'Archive group' }).click();
        await b.waitFor({ state: 'detached' });
        await card(head, 'Class A').waitFor();
        await head.locator('.mantine-SegmentedControl-label', { hasText: 'Archived' }).click();
        await card(head, 'Class B').waitFor();
      });
    },
    { timeoutMs: 240_000 },
  );
}
