// Inline SVG icons (no icon font: nothing to download, nothing to flash). Stroke icons on a 24-unit
// grid that follow the text colour; decorative by default (aria-hidden), the control names itself.
import type { ReactNode, SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

function Icon({ size = 20, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export const HomeIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 10.5 12 3l9 7.5" />
    <path d="M5 9.5V21h14V9.5" />
    <path d="M10 21v-6h4v6" />
  </Icon>
);
export const ServicesIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="3" width="7" height="7" rx="1.5" />
    <rect x="14" y="3" width="7" height="7" rx="1.5" />
    <rect x="3" y="14" width="7" height="7" rx="1.5" />
    <rect x="14" y="14" width="7" height="7" rx="1.5" />
  </Icon>
);
export const BranchIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 21V8l8-5 8 5v13" />
    <path d="M9 21v-5h6v5" />
    <path d="M8 11h.01M12 11h.01M16 11h.01" />
    <path d="M2 21h20" />
  </Icon>
);
export const NoticeIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 8 3 8H3s3-1 3-8" />
    <path d="M10.3 20a1.9 1.9 0 0 0 3.4 0" />
  </Icon>
);
export const ArticleIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z" />
    <path d="M14 3v6h6" />
    <path d="M8 13h8M8 17h6" />
  </Icon>
);
export const VacancyIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M8 7V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />
    <path d="M3 13h18" />
  </Icon>
);
export const RulesIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3v18M7 21h10" />
    <path d="M4 7h16" />
    <path d="m4 7-3 6a3 3 0 0 0 6 0zM20 7l-3 6a3 3 0 0 0 6 0z" />
  </Icon>
);
export const FestivalIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3c2 2.5 3 4.3 3 6a3 3 0 0 1-6 0c0-1.7 1-3.5 3-6z" />
    <path d="M6 15h12l-1.5 6h-9z" />
    <path d="M12 12v3" />
  </Icon>
);
export const HeritageIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 2v2" />
    <path d="M5 9 12 4l7 5z" />
    <path d="M4 14l8-4 8 4z" />
    <path d="M6 14v7h12v-7" />
    <path d="M10 21v-4h4v4" />
  </Icon>
);
export const InfoIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </Icon>
);
export const PhoneIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 3h3l2 5-2.5 1.5a11 11 0 0 0 7 7L16 14l5 2v3a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2" />
  </Icon>
);
export const MailIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </Icon>
);
export const MapPinIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Icon>
);
export const SearchIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Icon>
);
export const ChevronDownIcon = (p: IconProps) => (
  <Icon size={16} {...p}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
);
export const ChevronRightIcon = (p: IconProps) => (
  <Icon size={16} {...p}>
    <path d="m9 6 6 6-6 6" />
  </Icon>
);
export const ExternalIcon = (p: IconProps) => (
  <Icon size={14} {...p}>
    <path d="M14 4h6v6M20 4l-9 9" />
    <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </Icon>
);
export const MenuIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);
export const CloseIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);
export const SunIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </Icon>
);
export const MoonIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />
  </Icon>
);
/** The heritage mark (a three-roofed pagoda): the fallback logo and the favicon's drawing. */
export function HeritageMark({ size = 40, className }: { size?: number; className?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <rect width="64" height="64" rx="14" fill="#8b1e2d" />
      <path d="M32 8v5" stroke="#f2c14e" strokeWidth="3" strokeLinecap="round" />
      <path d="M16 24 32 13l16 11z" fill="#f2c14e" />
      <path d="M20 25h24v5H20z" fill="#fdf6e3" />
      <path d="M12 37l20-9 20 9z" fill="#f2c14e" />
      <path d="M17 38h30v5H17z" fill="#fdf6e3" />
      <path d="M9 50l23-8 23 8z" fill="#f2c14e" />
      <path d="M14 51h36v6H14z" fill="#fdf6e3" />
      <path d="M29 51h6v6h-6z" fill="#8b1e2d" />
    </svg>
  );
}

/** A neutral portrait placeholder for contact persons without a photo. */
export function AvatarPlaceholder({ size = 72, className }: { size?: number; className?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 72 72"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <rect width="72" height="72" rx="36" className="fill-slate-200 dark:fill-slate-700" />
      <circle cx="36" cy="28" r="12" className="fill-slate-400 dark:fill-slate-500" />
      <path d="M14 62a22 22 0 0 1 44 0z" className="fill-slate-400 dark:fill-slate-500" />
    </svg>
  );
}
