import { launch, openWidget, byTestId } from './helpers.mjs';
import { startServer } from './server.mjs';
const server = await startServer({ csp: true, root: process.argv[2] });
const browser = await launch();
const page = await (await browser.newContext({ locale: 'pt-BR', viewport: { width: 1080, height: 1920 } })).newPage();
await openWidget(page, server, { mode: 'kiosk', bag: 'hold~general~abc' });
await page.waitForTimeout(800);
const info = async () => page.evaluate(() => {
  const a = document.querySelector('[data-testid="error-summary"] a');
  const id = a && a.getAttribute('href').slice(1);
  const t = id && document.getElementById(id);
  return { text: a?.textContent, id, exists: !!t, visible: t?.checkVisibility() };
});
console.log(await info());
const a = page.locator('[data-testid="error-summary"] a');
if (await a.count()) { await a.click(); await page.waitForTimeout(500); console.log('after click', await info(), await page.evaluate(() => document.activeElement?.id)); }
await page.screenshot({ path: '/tmp/exp/k1.png' });
await browser.close(); await server.close();
