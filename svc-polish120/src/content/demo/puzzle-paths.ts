/** Paths of the twelve standalone puzzle pages of the demo pack (under /polish120/); the browser journeys open them too. */
export const DEMO_PUZZLE_PATHS = {
  sudoku: 'enk8cayu5a',
  plane: 'c8yqaeda2d',
  pigpen: 'imfk8mzwhm',
  sofa: 'fi7dacd82i',
  dots: 'gbn48krynf',
  tesseract: 'kpnhhmbtzh',
  captain: 'q4rpuwieuz',
  onsite: 'kxu6wfndbt',
  lakes: 'drs3vqv4zp',
  heading: 'ir8679vfvt',
  segments: 'vcyv4rdji6',
  clocks: 'wpua6kayyp',
} as const;
