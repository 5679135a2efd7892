import { ActionIcon, Group } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { notifyDone } from '../notify';
import { ConfirmDeleteModal } from './confirm-delete-modal';

/** A listed row's edit and delete buttons, each named after the row. */
export function RowActions({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
  testId,
  className,
}: {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  testId: string;
  className?: string;
}) {
  return (
    <Group gap={4} wrap="nowrap" className={className}>
      <ActionIcon variant="subtle" size="lg" onClick={onEdit} aria-label={editLabel} data-testid={`${testId}-edit`}>
        <IconEdit size={20} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" size="lg" onClick={onDelete} aria-label={deleteLabel} data-testid={`${testId}-delete`}>
        <IconTrash size={20} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/** Asks before deleting `item` by its id, and says so when done; closed while `item` is null. */
export function ConfirmRowDelete<T extends { id: number }>({
  item,
  title,
  text,
  done,
  remove,
  onClose,
}: {
  item: T | null;
  title: string;
  text: string;
  done: string;
  remove: UseMutationResult<unknown, Error, number>;
  onClose: () => void;
}) {
  return (
    <ConfirmDeleteModal
      opened={item !== null}
      title={title}
      text={text}
      loading={remove.isPending}
      onConfirm={() =>
        item &&
        remove.mutate(item.id, {
          onSuccess: () => {
            onClose();
            notifyDone(done);
          },
        })
      }
      onClose={onClose}
    />
  );
}
