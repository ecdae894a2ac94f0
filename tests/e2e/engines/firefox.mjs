// The smoke test in Firefox ESR (tests/e2e/test_engines.py), driven by puppeteer-core over
// WebDriver BiDi. Arguments: the site's address and the path of smoke.js; CHOOSE (the next
// click, tests/e2e/play.py) comes on the first line of standard input. It says each stage on
// a line of its own as JSON; after "offline?" it waits for a line on standard input (the
// test has stopped the server) and reloads. Every console error, page error and request
// outside the page's origin is told at the end.
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import puppeteer from "puppeteer-core";

const [url, smokePath] = process.argv.slice(2);
const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
const say = (stage, more = {}) => console.log(JSON.stringify({ stage, ...more }));
const choose = JSON.parse((await lines.next()).value); // CHOOSE, as one line of JSON
const origin = new URL(url).origin;
const problems = [];

const browser = await puppeteer.launch({
  browser: "firefox", executablePath: "/usr/bin/firefox-esr", headless: true,
  extraPrefsFirefox: { "dom.serviceWorkers.testing.enabled": true },
});
try {
  const page = await browser.newPage();
  page.on("console", (message) => { if (message.type() === "error") problems.push(`console: ${message.text()}`); });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message || error}`));
  page.on("request", (request) => {
    const address = request.url();
    if (!address.startsWith(origin) && !address.startsWith("blob:") && !address.startsWith("data:")) problems.push(`request: ${address}`);
  });
  const ready = () => page.waitForSelector('html[data-ready="true"]', { timeout: 120000 });
  await page.goto(url, { waitUntil: "domcontentloaded" });
  await ready();
  say("ready", { form: await page.$eval("#setup", () => true).catch(() => false) });
  await page.waitForSelector('html[data-offline="ready"]', { timeout: 120000 });
  await page.evaluate("localStorage.setItem('australia.pace', 'instant')");
  await page.evaluate(readFileSync(smokePath, "utf-8")); // (an inline script would break the page's policy)
  const turn = await page.evaluate((source) => window.__smoke(source, 120000), choose);
  say("turn", turn);
  await page.waitForFunction(
    () => ["ready", "failed", "skipped"].includes(document.documentElement.dataset.quickstart), { timeout: 120000 },
  );
  say("offline?", { quickstart: await page.evaluate(() => document.documentElement.dataset.quickstart) });
  await lines.next();
  await page.reload({ waitUntil: "domcontentloaded" });
  await ready();
  say("again", await page.evaluate(() => ({
    quickstart: document.documentElement.dataset.quickstart,
    moment: Number((document.querySelector(".game") || { dataset: {} }).dataset.moment),
    faults: document.querySelectorAll(".py-error, #app .app-fault").length,
  })));
} catch (error) {
  problems.push(`failed: ${error && error.stack || error}`);
} finally {
  say("done", { problems });
  await browser.close();
  process.exit(0); // standard input stays open: nothing else would end the script
}
