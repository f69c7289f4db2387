/** The kinds of resume section the parser files lines under; 'custom' is a heading it does not know. */
export type SectionKind =
  | 'summary'
  | 'work'
  | 'education'
  | 'skills'
  | 'projects'
  | 'certificates'
  | 'awards'
  | 'publications'
  | 'languages'
  | 'volunteer'
  | 'interests'
  | 'references'
  | 'contact'
  | 'custom';
