import type { SVGProps } from 'react';

/**
 * The download steps' icons (24×24, currentColor, decorative like components/ui/icons): the browser menu, Safari's
 * Share, Add to Home Screen, a phone. Here rather than in the shared set, which every page loads.
 */
function icon(path: string, displayName: string, strokeWidth = 2) {
  function Icon({ className = 'h-5 w-5', ...props }: Omit<SVGProps<SVGSVGElement>, 'children'>) {
    return (
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className}
        {...props}
      >
        <path d={path} />
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

export const MoreVerticalIcon = icon('M12 5h.01M12 12h.01M12 19h.01', 'MoreVerticalIcon', 3);
export const ShareIcon = icon('M12 3v12M8 7l4-4 4 4M6 11H5v10h14V11h-1', 'ShareIcon');
export const PlusSquareIcon = icon('M5 4h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Zm7 4v8m-4-4h8', 'PlusSquareIcon');
export const SmartphoneIcon = icon('M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm3 16h2', 'SmartphoneIcon');
