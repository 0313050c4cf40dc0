/** The night skyline of the welcome banner (inline SVG, no image host). */
export function CitySkyline() {
  return (
    <svg className="landing-hero__skyline" viewBox="0 0 390 120" preserveAspectRatio="xMidYMax slice" aria-hidden="true">
      <g fill="#0a1433" fillOpacity="0.55">
        <rect x="0" y="70" width="34" height="50" />
        <rect x="30" y="52" width="22" height="68" />
        <rect x="56" y="78" width="30" height="42" />
        <rect x="92" y="40" width="18" height="80" />
        <path d="M101 18l5 22h-10z" />
        <rect x="116" y="64" width="36" height="56" />
        <rect x="160" y="48" width="26" height="72" />
        <rect x="190" y="72" width="40" height="48" />
        <rect x="236" y="30" width="20" height="90" />
        <circle cx="246" cy="44" r="9" />
        <circle cx="246" cy="70" r="6" />
        <rect x="262" y="60" width="30" height="60" />
        <rect x="298" y="44" width="24" height="76" />
        <rect x="326" y="76" width="30" height="44" />
        <rect x="360" y="58" width="30" height="62" />
      </g>
      <g fill="#ffd98a" fillOpacity="0.8">
        <rect x="36" y="60" width="3" height="3" />
        <rect x="44" y="72" width="3" height="3" />
        <rect x="122" y="72" width="3" height="3" />
        <rect x="132" y="86" width="3" height="3" />
        <rect x="166" y="58" width="3" height="3" />
        <rect x="174" y="70" width="3" height="3" />
        <rect x="268" y="70" width="3" height="3" />
        <rect x="280" y="84" width="3" height="3" />
        <rect x="304" y="54" width="3" height="3" />
        <rect x="312" y="66" width="3" height="3" />
        <rect x="366" y="70" width="3" height="3" />
      </g>
      <g fill="#fff">
        <circle cx="40" cy="20" r="1.2" />
        <circle cx="150" cy="12" r="1" />
        <circle cx="205" cy="28" r="1.3" />
        <circle cx="330" cy="16" r="1" />
        <circle cx="372" cy="34" r="1.2" />
      </g>
    </svg>
  );
}
