import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { useFitLines } from './use-fit-lines';

type Callback = (entries: Array<{ contentRect: { height: number } }>) => void;

/** jsdom has no layout: the test plays the browser's ResizeObserver deliveries. */
function stubResizeObserver() {
  const observers: Callback[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: Callback) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return (height: number) => observers.forEach((deliver) => deliver([{ contentRect: { height } }]));
}

function Card({ max }: { max: number }) {
  const { boxRef, textRef } = useFitLines<HTMLDivElement, HTMLParagraphElement>(max);
  return (
    <div ref={boxRef}>
      <p ref={textRef} style={{ lineHeight: '20px' }}>
        Text
      </p>
    </div>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('useFitLines', () => {
  it('clamps to the whole lines the box has room for, at most max, from the observed height alone', () => {
    const resize = stubResizeObserver();
    const { container } = render(<Card max={16} />);
    const text = container.querySelector('p')!;
    const clientHeight = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get');
    resize(130);
    expect(text.style.getPropertyValue('--lines')).toBe('6');
    resize(1000);
    expect(text.style.getPropertyValue('--lines')).toBe('16');
    resize(5);
    expect(text.style.getPropertyValue('--lines')).toBe('1');
    // Reading the box's size would force a layout in a browser: the entry already has it.
    expect(clientHeight).not.toHaveBeenCalled();
  });

  it('leaves the stylesheet default while the box has no height yet', () => {
    const resize = stubResizeObserver();
    const { container } = render(<Card max={16} />);
    resize(0);
    expect(container.querySelector('p')!.style.getPropertyValue('--lines')).toBe('');
  });
});
