import { describe, expect, it } from 'vitest';
import { adoptStyles, hostCss, registerCss } from './styles';

describe('widget styles', () => {
  it('resets the host with important declarations the page cannot beat', () => {
    const css = hostCss('inline-block');
    expect(css).toContain(':host{all:initial!important;display:inline-block!important;');
    expect(css).toContain(':host([hidden]){display:none!important}');
  });

  it("resolves each theme property once on the host, from the page's property or its default", () => {
    const css = hostCss('block');
    expect(css).toContain('--p-ca:var(--portal-color-accent,#c62828);');
    expect(css).toContain(
      '--p-ff:var(--portal-font-family,system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif);',
    );
    expect(css).toContain('font-family:var(--p-ff)!important;');
  });

  it('gives every shadow root the host reset and one shared sheet that grows with new widgets', () => {
    const first = document.createElement('div').attachShadow({ mode: 'open' });
    const second = document.createElement('div').attachShadow({ mode: 'open' });
    registerCss('badge.css', '.a{color:red}');
    adoptStyles(first, 'block');
    adoptStyles(second, 'inline-block');
    registerCss('list.css', '.b{color:blue}');
    const shared = first.adoptedStyleSheets[1];
    expect(second.adoptedStyleSheets[1]).toBe(shared);
    const text = [...(shared?.cssRules ?? [])].map((rule) => rule.cssText).join(' ');
    expect(text).toContain('.a');
    expect(text).toContain('.b');
  });
});
