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
import { categoryKey } from '../category-hue';

// The icon on a category's cover (with category-hue.ts). A screen that only needs it for
// stories without a picture can import this module lazily, keeping twenty icons out of its
// first load.

const ICONS: Record<string, LucideIcon> = {
  'breaking news': Zap,
  technology: Cpu,
  business: Briefcase,
  politics: Landmark,
  sports: Trophy,
  entertainment: Clapperboard,
  health: HeartPulse,
  science: FlaskConical,
  world: Globe,
  environment: Leaf,
  finance: TrendingUp,
  lifestyle: Sparkles,
  education: GraduationCap,
  travel: Plane,
  food: UtensilsCrossed,
  gaming: Gamepad2,
  space: Rocket,
  art: Palette,
  music: Headphones,
};

export interface CategoryIconProps {
  category: string;
  className?: string;
  strokeWidth?: number;
  size?: number;
}

/** The category's icon; a newspaper for a category without one. Decorative (hidden from screen readers). */
export default function CategoryIcon({ category, className, strokeWidth = 1.75, size }: CategoryIconProps) {
  const Icon = ICONS[categoryKey(category)] ?? Newspaper;
  return <Icon className={className} aria-hidden="true" strokeWidth={strokeWidth} size={size} />;
}
