/**
 * The console's "choose a file" button (product images, the catalog CSV, tracking numbers): a real
 * <button> that opens a hidden file input. A <label> playing a button is not a role ARIA allows,
 * and a pick must be repeatable: the input is emptied after each one, so a corrected CSV saved
 * under the same name is sent again instead of being ignored as "no change".
 */
import { Button, type SxProps, type Theme } from '@mui/material';
import { useRef, type ReactNode } from 'react';

interface FileButtonProps {
  children: ReactNode;
  /** The input's `accept`: what the picker offers. */
  accept: string;
  /** The file input's own name, for assistive technology and tests that hand it a file. */
  fileLabel: string;
  disabled?: boolean;
  onFile: (file: File) => void;
  sx?: SxProps<Theme>;
}

export function FileButton({ children, accept, fileLabel, disabled, onFile, sx }: FileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant="contained" disabled={disabled} onClick={() => input.current?.click()} sx={sx}>
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        aria-label={fileLabel}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
