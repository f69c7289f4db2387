import { Moon, Sun } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { useTheme } from '../lib/theme.ts';
import { Button } from './ui/button.tsx';

/** Switches between light and dark and remembers the choice. */
export function ThemeToggle({ className }: { className?: string }) {
  const { theme, toggleTheme } = useTheme();
  const label = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggleTheme}
      aria-label={label}
      title={label}
      className={cn(className)}
    >
      {theme === 'dark' ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </Button>
  );
}
