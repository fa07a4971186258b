// One button cycling light -> dark -> system; its label names the current theme and the next one.
import { Monitor, Moon, Sun } from 'lucide-react';
import { PlainButton } from '../../components/ui/plain-button';
import { tapTarget, useReplayedTap } from '../../lib/replayed-taps';
import { useTheme, type Theme } from '../../lib/theme';

const THEMES = {
  light: { label: 'Light', next: 'dark', Icon: Sun },
  dark: { label: 'Dark', next: 'system', Icon: Moon },
  system: { label: 'System', next: 'light', Icon: Monitor },
} as const satisfies Record<Theme, { label: string; next: Theme; Icon: unknown }>;

export function ThemeToggle({ className }: { className?: string }) {
  const { theme, setTheme } = useTheme();
  const { label, next, Icon } = THEMES[theme];
  const description = `Theme: ${label}. Switch to ${THEMES[next].label.toLowerCase()} theme`;
  // A tap before this code arrived does what the button said then (lib/replayed-taps.ts).
  useReplayedTap('theme', () => setTheme(next));
  return (
    <PlainButton
      type="button"
      variant="ghost"
      size="icon"
      className={className}
      aria-label={description}
      title={description}
      {...tapTarget('theme')}
      onClick={() => setTheme(next)}
    >
      <Icon className="size-5" aria-hidden="true" />
    </PlainButton>
  );
}
