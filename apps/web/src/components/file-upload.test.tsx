import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { getToasts } from '../lib/toast-store.ts';
import '../test/render.tsx';
import { FileUpload, formatFileSize, isAcceptedType } from './file-upload.tsx';

const ACCEPT = '.pdf,.docx,.txt';
const MAX = 10 * 1024 * 1024;

function fileOf(name: string, size: number, type = 'application/octet-stream'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function Harness({ onSelect = () => {} }: { onSelect?: (file: File | null) => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FileUpload
      accept={ACCEPT}
      maxSize={MAX}
      selectedFile={file}
      label="Resume"
      onFileSelect={(next) => {
        setFile(next);
        onSelect(next);
      }}
    />
  );
}

function drop(files: File[]) {
  fireEvent.drop(screen.getByTestId('file-drop-zone'), { dataTransfer: { files } });
}

describe('FileUpload', () => {
  it('takes a picked file and shows its name and size', () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    fireEvent.change(screen.getByLabelText('Resume'), { target: { files: [fileOf('cv.pdf', 2048)] } });
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('selected-file-name').textContent).toBe('cv.pdf');
    expect(screen.getByTestId('selected-file-size').textContent).toBe('2 KB');
    expect(getToasts()).toHaveLength(0);
  });

  it('uses only the first file of a drop', () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    drop([fileOf('first.docx', 100), fileOf('second.pdf', 100)]);
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect.mock.calls[0]?.[0]?.name).toBe('first.docx');
    expect(screen.getByTestId('selected-file-name').textContent).toBe('first.docx');
  });

  it("rejects a file over the limit with 'File too large'", () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    drop([fileOf('big.pdf', MAX + 1)]);
    expect(onSelect).not.toHaveBeenCalled();
    expect(getToasts()[0]).toMatchObject({
      title: 'File too large',
      description: 'File size exceeds 10MB limit',
      variant: 'destructive',
    });
  });

  it('accepts a file of exactly the limit', () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    drop([fileOf('edge.txt', MAX)]);
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it("rejects another extension with 'Invalid file type' naming the allowed list", () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    drop([fileOf('photo.png', 100)]);
    expect(onSelect).not.toHaveBeenCalled();
    expect(getToasts()[0]).toMatchObject({
      title: 'Invalid file type',
      description: 'File type not supported. Allowed types: .pdf,.docx,.txt',
      variant: 'destructive',
    });
  });

  it('highlights while a file is dragged over and stops on leave or drop', () => {
    render(<Harness />);
    const zone = screen.getByTestId('file-drop-zone');
    expect(zone.dataset.dragging).toBeUndefined();
    fireEvent.dragOver(zone);
    expect(zone.dataset.dragging).toBe('true');
    expect(zone.className).toContain('border-primary');
    fireEvent.dragLeave(zone);
    expect(zone.dataset.dragging).toBeUndefined();
    fireEvent.dragEnter(zone);
    expect(zone.dataset.dragging).toBe('true');
    drop([fileOf('cv.pdf', 10)]);
    expect(zone.dataset.dragging).toBeUndefined();
  });

  it('clears the chosen file with Remove file', () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    drop([fileOf('cv.pdf', 10)]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove file' }));
    expect(onSelect).toHaveBeenLastCalledWith(null);
    expect(screen.queryByTestId('selected-file-name')).toBeNull();
  });
});

describe('isAcceptedType', () => {
  it('compares the lowercased text after the last dot', () => {
    expect(isAcceptedType('CV.PDF', ACCEPT)).toBe(true);
    expect(isAcceptedType('my.resume.docx', ACCEPT)).toBe(true);
    expect(isAcceptedType('resume.pdf.exe', ACCEPT)).toBe(false);
    expect(isAcceptedType('resume', ACCEPT)).toBe(false);
    expect(isAcceptedType('notes.doc', ACCEPT)).toBe(false);
  });
});

describe('formatFileSize', () => {
  it('reads as bytes, KB or MB', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
  });
});
