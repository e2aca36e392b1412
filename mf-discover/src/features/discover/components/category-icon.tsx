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
import { categoryKey } from '../lib/category-style';

// Loaded on demand (result-image.tsx): only a result without a picture needs one, so the twenty
// icons stay out of the screen's first load.

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

/** The category's icon on its cover; a newspaper for a category without one. Decorative. */
export default function CategoryIcon({ category, className }: { category: string; className?: string }) {
  const Icon = ICONS[categoryKey(category)] ?? Newspaper;
  return <Icon className={className} aria-hidden="true" strokeWidth={1.75} />;
}
