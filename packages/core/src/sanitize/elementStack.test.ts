import { describe, expect, it } from 'vitest';
import { createElementStack, MAX_DEPTH } from './elementStack.ts';

describe('createElementStack', () => {
  it('closes an implied list item and everything at the end', () => {
    const stack = createElementStack();
    expect(stack.open('ul')).toEqual({ closes: '', accepted: true });
    expect(stack.open('li')).toEqual({ closes: '', accepted: true });
    expect(stack.open('b')).toEqual({ closes: '', accepted: true });
    expect(stack.open('li')).toEqual({ closes: '</b></li>', accepted: true });
    expect(stack.closeAll()).toBe('</li></ul>');
  });

  it('refuses elements outside their parent and stray end tags', () => {
    const stack = createElementStack();
    expect(stack.open('td').accepted).toBe(false);
    expect(stack.open('div').accepted).toBe(true);
    expect(stack.open('tr').accepted).toBe(false);
    expect(stack.close('section')).toBe('');
    expect(stack.close('div')).toBe('</div>');
  });

  it('stops nesting at MAX_DEPTH but still accepts void elements', () => {
    const stack = createElementStack();
    const accepted = Array.from({ length: MAX_DEPTH + 10 }, () => stack.open('div').accepted);
    expect(accepted.filter(Boolean)).toHaveLength(MAX_DEPTH);
    expect(stack.open('br').accepted).toBe(true);
    expect(stack.closeAll()).toBe('</div>'.repeat(MAX_DEPTH));
  });

  it('closes an open paragraph before a block, within table scope only', () => {
    const stack = createElementStack();
    stack.open('p');
    expect(stack.open('table')).toEqual({ closes: '</p>', accepted: true });
    stack.open('tr');
    stack.open('td');
    expect(stack.open('p').closes).toBe('');
    expect(stack.open('div')).toEqual({ closes: '</p>', accepted: true });
  });
});
