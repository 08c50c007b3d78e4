import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { PORTAL_PATHS } from '../src/core/rules/portal-paths.ts';
import { seriousA11yViolations } from './a11y.ts';
import { type Harness, screenshot, settle, signedInAt, withHarness } from './support.ts';

/*
 * Issue 43's smaller points, as the accessibility tree gives them: names without decoration, no two
 * buttons of one diagram sharing a name, and the help a phone shows under the diagram.
 */

const harness: Harness = withHarness();

/** The names Chromium's accessibility tree gives the nodes of `role`, as a screen reader reads them. */
async function axNames(page: Page, role: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[];
  };
  await cdp.detach();
  return nodes
    .filter((node) => !node.ignored && node.role?.value === role)
    .map((node) => String(node.name?.value ?? ''));
}

describe('names and help of the VIN pages', () => {
  test("the quick groups' tree buttons and the crumbs are named by their text, without the glyphs drawn before them", async () => {
    const { context, page } = await signedInAt(harness, PORTAL_PATHS.vinGroups.demo[0] ?? '');
    const expander = page.locator('main button[aria-expanded]').first();
    await expander.waitFor();
    const shown = (await expander.textContent())?.trim() ?? '';
    const buttons = await axNames(page, 'button');
    assert.ok(buttons.includes(shown), `a tree button named '${shown}' among ${buttons.join(' | ')}`);
    assert.deepEqual(
      buttons.filter((name) => /[▸▾•›]/.test(name)),
      [],
    );
    const links = await axNames(page, 'link');
    assert.deepEqual(
      links.filter((name) => /[▸▾•›]/.test(name)),
      [],
    );
    assert.deepEqual(await seriousA11yViolations(page), []);
    await context.close();
  });

  test('no two hotspots of a diagram share a name', async () => {
    const { context, page } = await signedInAt(harness, PORTAL_PATHS.vinUnit.demo[0] ?? '');
    const spots = page.locator('[part~="hotspot"]');
    await spots.first().waitFor();
    const names = await spots.evaluateAll((all) => all.map((spot) => spot.getAttribute('aria-label') ?? ''));
    const codes = await spots.evaluateAll((all) => all.map((spot) => spot.getAttribute('data-code') ?? ''));
    assert.ok(new Set(codes).size < codes.length, 'the demo unit draws a number twice');
    assert.equal(new Set(names).size, names.length, `distinct names: ${names.join(' | ')}`);
    const named = await axNames(page, 'button');
    for (const name of names) assert.ok(named.includes(name), `the tree reads '${name}'`);
    await context.close();
  });

  for (const { width, phone, help, other } of [
    { width: 1280, phone: false, help: /^Колесо мыши/, other: /Два пальца/ },
    { width: 390, phone: true, help: /^Два пальца/, other: /Колесо мыши|Tab/ },
  ]) {
    test(`the help under the diagram at ${width} px is the one for its pointer`, async () => {
      const { context, page } = await signedInAt(harness, PORTAL_PATHS.vinUnit.demo[0] ?? '', 'demo', {
        width,
        phone,
      });
      const viewport = page.locator('[part~="diagram-viewport"]');
      await viewport.waitFor();
      const described = await viewport.evaluate(
        (element) =>
          document.getElementById(element.getAttribute('aria-describedby') ?? '')?.innerText.trim() ?? '',
      );
      assert.match(described, help);
      assert.doesNotMatch(described, other);
      await settle(page);
      // The window as it is: a whole-page shot of a phone resizes it as a desktop, fine pointer and all.
      await viewport.scrollIntoViewIfNeeded();
      await screenshot(page, `vin-unit-help-${width}`, { fullPage: false });
      await context.close();
    });
  }
});

describe('the burger menu on a phone', () => {
  test('every item the Tab key reaches is in sight: the panel scrolls within the window', async () => {
    const { context, page } = await signedInAt(harness, '/', 'demo', { width: 390, phone: true });
    const panelId = await page.getByRole('button', { name: 'Открыть меню' }).getAttribute('aria-controls');
    const burger = page.locator(`button[aria-controls="${panelId}"]`);
    const panel = page.locator(`[id="${panelId}"]`);
    await burger.click();
    await panel.getByRole('link').first().waitFor();
    await settle(page);
    const count = await panel.locator('a:visible, button:visible').count();
    assert.ok(count > 10, `the menu has its items: ${count}`);
    const outOfSight: string[] = [];
    await burger.focus();
    for (let press = 0; press < count; press += 1) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        const box = element?.getBoundingClientRect();
        return element && box
          ? { text: element.textContent?.trim() ?? '', top: box.top, bottom: box.bottom }
          : null;
      });
      if (!focus || !(await panel.evaluate((root) => root.contains(document.activeElement)))) break;
      if (focus.top < 0 || focus.bottom > 844) outOfSight.push(`${focus.text} ${Math.round(focus.bottom)}`);
    }
    assert.deepEqual(outOfSight, []);
    await screenshot(page, 'burger-menu-390', { fullPage: false });
    await context.close();
  });
});

describe("the header strip's links", () => {
  test('the phone number and the balance are targets at least 24 px high', async () => {
    const { context, page } = await signedInAt(harness, '/');
    const balance = page.getByRole('link', { name: /^Баланс:/ });
    await balance.waitFor();
    const phoneLink = page.locator('header a[href^="tel:"]').first();
    const heights = {
      balance: Math.round((await balance.boundingBox())?.height ?? 0),
      phone: Math.round((await phoneLink.boundingBox())?.height ?? 0),
    };
    assert.ok(heights.balance >= 24 && heights.phone >= 24, JSON.stringify(heights));
    await context.close();
  });
});
