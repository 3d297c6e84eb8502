/** Loads the club guide once for a membership page: the grades and rules from D1, and the member's standing. */
import { useEffect, useState } from 'react';
import { fetchClubGuide, type ClubGuide } from './club-api';

export type ClubGuideState = { phase: 'loading' } | { phase: 'error' } | { phase: 'ready'; guide: ClubGuide };

export function useClubGuide(): ClubGuideState {
  const [state, setState] = useState<ClubGuideState>({ phase: 'loading' });
  useEffect(() => {
    fetchClubGuide().then(
      (guide) => setState({ phase: 'ready', guide }),
      () => setState({ phase: 'error' }),
    );
  }, []);
  return state;
}
