import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { dropEarly } from '@tidings/web-kit/early-answer';
import { useDropEarlyAnswers } from './use-drop-early-answers';

vi.mock('@tidings/web-kit/early-answer', () => ({ dropEarly: vi.fn() }));

function Probe() {
  useDropEarlyAnswers();
  const navigate = useNavigate();
  return <button onClick={() => void navigate('/onboarding/interests')}>Go</button>;
}

describe('useDropEarlyAnswers', () => {
  it('keeps the early answers on the screen the page opened on and drops them at the first navigation', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(dropEarly).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(dropEarly).toHaveBeenCalledTimes(1);
  });
});
