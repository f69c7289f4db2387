import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../components/ui/alert-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { serverMessageOf } from '../../lib/error-message.ts';
import { toast } from '../../lib/toast-store.ts';
import { isUnauthorizedError } from '../../lib/unauthorized.ts';
import { APPLICATIONS_KEY, deleteApplication } from './applications-api.ts';

/** SPEC §2: the exact question asked before an application is deleted. */
export function deleteConfirmationText(jobTitle: string): string {
  return `Are you sure you want to delete the application for "${jobTitle}"? This action cannot be undone.`;
}

/** Delete, behind a confirmation; success and failure are toasted and the list is refreshed. */
export function DeleteApplicationButton({ id, jobTitle }: { id: string; jobTitle: string }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const removal = useMutation({
    mutationFn: () => deleteApplication(id),
    onSuccess: () => {
      toast({ title: 'Application Deleted', description: `The application for "${jobTitle}" was deleted.` });
      setOpen(false);
    },
    onError: (error) => {
      setOpen(false);
      if (isUnauthorizedError(error)) return;
      toast({
        title: 'Delete Failed',
        description: serverMessageOf(error) ?? 'The application could not be deleted. Please try again.',
        variant: 'destructive',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY }),
  });

  return (
    <AlertDialog open={open} onOpenChange={(next) => !removal.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:text-destructive dark:text-red-400 dark:hover:text-red-400"
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Application</AlertDialogTitle>
          <AlertDialogDescription>{deleteConfirmationText(jobTitle)}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={removal.isPending}>Cancel</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog stays open until the server answers. */}
          <Button variant="destructive" disabled={removal.isPending} onClick={() => removal.mutate()}>
            {removal.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
