// Prints this host's Lighthouse benchmark index: Lighthouse's own measure of a machine's speed
// (its `computeBenchmarkIndex`, run in Chromium as Lighthouse runs it), the median of three.
// CI prints it with its stage table, so a run's times can be read against the host it ran on:
// about 1,300 is an ordinary host, above 3,000 a fast one.
import { chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const browser = await chromium.launch({ executablePath, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  const runs = [];
  for (let run = 0; run < 3; run++) runs.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
  runs.sort((a, b) => a - b);
  console.log(Math.round(runs[1]));
} finally {
  await browser.close();
}
