import { FileText, Upload, X } from 'lucide-react';
import { type ChangeEvent, type DragEvent, useId, useRef, useState } from 'react';
import { cn } from '../lib/cn.ts';
import { toast } from '../lib/toast-store.ts';

/** The file-upload control of SPEC §3: accept list, size limit, the chosen file and a callback. */
export interface FileUploadProps {
  /** Comma list of extensions, e.g. '.pdf,.docx,.txt'. Shown verbatim in the 'Invalid file type' toast. */
  accept: string;
  /** Largest accepted file in bytes. */
  maxSize: number;
  /** The file currently chosen, or null. The control is controlled so a form can clear it. */
  selectedFile: File | null;
  onFileSelect: (file: File | null) => void;
  /** Accessible name of the hidden file input. */
  label?: string;
  disabled?: boolean;
  className?: string;
}

/** The extension of a file name, lowercased with its dot ('' when there is none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot === -1 ? '' : fileName.slice(dot).toLowerCase();
}

export function isAcceptedType(fileName: string, accept: string): boolean {
  const allowed = accept.split(',').map((item) => item.trim().toLowerCase());
  const extension = extensionOf(fileName);
  return extension !== '' && allowed.includes(extension);
}

/** Sizes as people read them: bytes, KB or MB with at most one decimal. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1).replace(/\.0$/, '')} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}

/**
 * Checks one file against the limits; on failure it shows the destructive toast of SPEC §5 and
 * answers false. Size is checked first: a huge file of the wrong type is reported as too large.
 */
export function validateFile(file: File, accept: string, maxSize: number): boolean {
  if (file.size > maxSize) {
    toast({
      title: 'File too large',
      description: `File size exceeds ${Math.round(maxSize / (1024 * 1024))}MB limit`,
      variant: 'destructive',
    });
    return false;
  }
  if (!isAcceptedType(file.name, accept)) {
    toast({
      title: 'Invalid file type',
      description: `File type not supported. Allowed types: ${accept}`,
      variant: 'destructive',
    });
    return false;
  }
  return true;
}

/**
 * A drop zone that also opens the file picker on click or Enter/Space. It highlights while a file is
 * dragged over it and shows the chosen file's name and size. Only the first file of a drop or a pick
 * is used.
 */
export function FileUpload({
  accept,
  maxSize,
  selectedFile,
  onFileSelect,
  label = 'Upload file',
  disabled = false,
  className,
}: FileUploadProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [isDragging, setIsDragging] = useState(false);

  function take(files: FileList | null | undefined) {
    const first = files?.[0];
    if (!first) return;
    if (validateFile(first, accept, maxSize)) onFileSelect(first);
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    take(event.target.files);
    // Let the same file be picked again after it was cleared or rejected.
    event.target.value = '';
  }

  function onDragOver(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    if (!disabled) setIsDragging(true);
  }

  function onDragLeave(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    // Moving over a child fires dragleave on the zone; only a real exit ends the highlight.
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    setIsDragging(false);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setIsDragging(false);
    if (!disabled) take(event.dataTransfer?.files);
  }

  function openPicker() {
    if (!disabled) inputRef.current?.click();
  }

  return (
    <div className={cn('space-y-2', className)}>
      {/* biome-ignore lint/a11y/useSemanticElements: a drop zone must be a block that accepts drops; it behaves as a button for keyboard users */}
      <div
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-disabled={disabled || undefined}
        aria-describedby={`${inputId}-hint`}
        data-testid="file-drop-zone"
        data-dragging={isDragging || undefined}
        onClick={openPicker}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            openPicker();
          }
        }}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
          isDragging
            ? 'border-primary bg-primary/10'
            : 'border-input hover:border-primary/60 hover:bg-muted/50',
          disabled && 'cursor-not-allowed opacity-60',
        )}
      >
        {selectedFile ? (
          <>
            <FileText aria-hidden="true" className="size-8 text-primary" />
            <p className="max-w-full truncate text-sm font-medium" data-testid="selected-file-name">
              {selectedFile.name}
            </p>
            <p className="text-xs text-muted-foreground" data-testid="selected-file-size">
              {formatFileSize(selectedFile.size)}
            </p>
          </>
        ) : (
          <>
            <Upload aria-hidden="true" className="size-8 text-muted-foreground" />
            <p className="text-sm font-medium">
              {isDragging ? 'Drop your file here' : 'Drag and drop your file here, or click to browse'}
            </p>
          </>
        )}
        <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
          {accept.split(',').join(', ')} up to {formatFileSize(maxSize)}
        </p>
      </div>
      {selectedFile && !disabled ? (
        <button
          type="button"
          onClick={() => onFileSelect(null)}
          className="inline-flex items-center gap-1 text-xs text-muted-foreground hover:text-foreground"
        >
          <X aria-hidden="true" className="size-3" />
          Remove file
        </button>
      ) : null}
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={accept}
        aria-label={label}
        className="sr-only"
        tabIndex={-1}
        disabled={disabled}
        onChange={onChange}
      />
    </div>
  );
}
