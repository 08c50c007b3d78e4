import { readFileSync } from 'node:fs';
import type { CustomElementDeclaration } from 'custom-elements-manifest/schema';
import { describe, expect, it } from 'vitest';
import { editorData, VSCODE_DATA_FILE, WEB_TYPES_FILE } from './editor-data';
import { widgetManifest } from './manifest';
import { WIDGET_NAMES } from './widgets';

const manifest = widgetManifest(WIDGET_NAMES);
const elements = manifest.modules
  .flatMap((module) => module.declarations ?? [])
  .filter((declaration): declaration is CustomElementDeclaration => 'tagName' in declaration);
const files = editorData(manifest);
const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as { name: string; version: string };

interface VsCodeData {
  version: number;
  tags: { name: string; description: string; attributes: { name: string; description: string }[] }[];
}

interface WebTypes {
  name: string;
  version: string;
  contributions: {
    html: {
      elements: { name: string; attributes: { name: string }[]; events: { name: string }[] }[];
    };
  };
}

describe('editor data, from custom-elements.json', () => {
  it("gives VS Code's html.customData every tag with its description and attributes", () => {
    const data = JSON.parse(files[VSCODE_DATA_FILE] ?? '') as VsCodeData;
    expect(data.version).toBe(1.1);
    expect(data.tags.map((tag) => tag.name)).toEqual(elements.map((element) => element.tagName));
    for (const element of elements) {
      const tag = data.tags.find((entry) => entry.name === element.tagName);
      expect(tag?.description).toContain(element.description);
      expect(tag?.attributes.map((attribute) => attribute.name)).toEqual(
        (element.attributes ?? []).map((attribute) => attribute.name),
      );
      // Its events and parts are in the description the editor shows.
      for (const event of element.events ?? []) expect(tag?.description).toContain(event.name);
      for (const part of element.cssParts ?? []) expect(tag?.description).toContain(part.name);
    }
  });

  it("gives JetBrains' web-types every tag with its attributes and events, under the package's name and version", () => {
    const data = JSON.parse(files[WEB_TYPES_FILE] ?? '') as WebTypes;
    expect([data.name, data.version]).toEqual([packageJson.name, packageJson.version]);
    const tags = data.contributions.html.elements;
    expect(tags.map((tag) => tag.name)).toEqual(elements.map((element) => element.tagName));
    for (const element of elements) {
      const tag = tags.find((entry) => entry.name === element.tagName);
      expect(tag?.attributes.map((attribute) => attribute.name)).toEqual(
        (element.attributes ?? []).map((attribute) => attribute.name),
      );
      expect(tag?.events.map((event) => event.name)).toEqual(
        (element.events ?? []).map((event) => event.name),
      );
    }
  });
});
