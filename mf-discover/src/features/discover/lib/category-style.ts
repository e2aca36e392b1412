import type { LucideIcon } from 'lucide-react';
import {
  Briefcase,
  Clapperboard,
  Cpu,
  FlaskConical,
  Gamepad2,
  Globe,
  GraduationCap,
  Headphones,
  HeartPulse,
  Landmark,
  Leaf,
  Newspaper,
  Palette,
  Plane,
  Rocket,
  Sparkles,
  TrendingUp,
  Trophy,
  UtensilsCrossed,
  Zap,
} from 'lucide-react';

// A result without a picture (none, or one that fails: web images often do) shows a cover in
// its category's hue with its icon, the same language as the feed's cards, so a page of
// fallbacks still reads as varied and each topic is recognisable at a glance.

const STYLES: Record<string, { hue: number; icon: LucideIcon }> = {
  'breaking news': { hue: 356, icon: Zap },
  technology: { hue: 205, icon: Cpu },
  business: { hue: 220, icon: Briefcase },
  politics: { hue: 265, icon: Landmark },
  sports: { hue: 140, icon: Trophy },
  entertainment: { hue: 315, icon: Clapperboard },
  health: { hue: 168, icon: HeartPulse },
  science: { hue: 190, icon: FlaskConical },
  world: { hue: 212, icon: Globe },
  environment: { hue: 110, icon: Leaf },
  finance: { hue: 45, icon: TrendingUp },
  lifestyle: { hue: 20, icon: Sparkles },
  education: { hue: 235, icon: GraduationCap },
  travel: { hue: 185, icon: Plane },
  food: { hue: 30, icon: UtensilsCrossed },
  gaming: { hue: 285, icon: Gamepad2 },
  space: { hue: 250, icon: Rocket },
  art: { hue: 330, icon: Palette },
  music: { hue: 300, icon: Headphones },
};

/** A stable hue for a category we have no style for. */
function hueOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

export function categoryStyle(category: string): { hue: number; icon: LucideIcon } {
  const key = category.trim().toLowerCase();
  return STYLES[key] ?? { hue: hueOf(key), icon: Newspaper };
}
