import { describe, expect, it } from 'vitest';
import { capReply, chatServerTexts } from './chat';
import { CHAT_REPLY_MAX_LENGTH } from './limits';

const NOTE = `\n\n${chatServerTexts.replyCut}`;

describe('capReply', () => {
  it('leaves a reply within the cap as it is', () => {
    const text = 'x'.repeat(CHAT_REPLY_MAX_LENGTH);
    expect(capReply(text)).toBe(text);
  });

  it('cuts a longer one after its last sentence that fits, and says so', () => {
    const sentence = 'The role asks for Go and Kubernetes. ';
    const capped = capReply(sentence.repeat(1000));
    expect(capped.length).toBeLessThanOrEqual(CHAT_REPLY_MAX_LENGTH);
    expect(capped.length).toBeGreaterThan(CHAT_REPLY_MAX_LENGTH - sentence.length - NOTE.length);
    expect(capped.endsWith(`Kubernetes.${NOTE}`)).toBe(true);
  });

  it('cuts at a line end, at a space when neither is in the second half, and keeps pairs whole', () => {
    const long = 'x'.repeat(200);
    expect(capReply(`- first point\n- second point ${long}`, 20 + NOTE.length)).toBe(
      `- first point${NOTE}`,
    );
    expect(capReply(`a ${'b'.repeat(30)} c ${long}`, 40 + NOTE.length)).toBe(
      `a ${'b'.repeat(30)} c${NOTE}`,
    );
    // No boundary at all: cut at the cap, but never between the halves of an emoji.
    expect(capReply('😀'.repeat(200), 5 + NOTE.length)).toBe(`😀😀${NOTE}`);
  });
});
