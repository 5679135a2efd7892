import { useRef, useState } from 'react';
import { Input, Loader } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.layer.css';
import Image from '@tiptap/extension-image';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IMAGE_ACCEPT } from '@baandee/domain';
import { showAlert } from '../../../../components/alert-store';
import { ApiError } from '../../../../lib/api-client';
import { describeApiError } from '../../../../lib/api-messages';
import { uploadArticleImage } from '../../api/store-admin-article';

export interface RichTextFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  testId: string;
}

/**
 * An article body: headings, bold, italic, lists, quotes, links and pictures (uploaded
 * through the article image endpoint, inserted in their large size). The server sanitises
 * what it stores; the editor only offers what the allow-list keeps.
 */
export function RichTextField({ label, value, onChange, error, testId }: RichTextFieldProps) {
  const { t } = useTranslation('article');
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] } }), Link.configure({ openOnClick: false }), Image],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: { 'aria-label': label, 'data-testid': `${testId}-content` } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  const insertImage = async (file: File | undefined) => {
    if (!file || !editor) return;
    setUploading(true);
    try {
      const image = await uploadArticleImage(file);
      editor.chain().focus().setImage({ src: image.large_url, alt: '' }).run();
    } catch (caught) {
      if (caught instanceof ApiError) showAlert({ type: 'error', ...describeApiError(caught) });
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  // the toolbar's names in the interface's language (Mantine's own are English)
  const labels = {
    boldControlLabel: t('admin.editor.bold'),
    italicControlLabel: t('admin.editor.italic'),
    underlineControlLabel: t('admin.editor.underline'),
    strikeControlLabel: t('admin.editor.strike'),
    h2ControlLabel: t('admin.editor.h2'),
    h3ControlLabel: t('admin.editor.h3'),
    blockquoteControlLabel: t('admin.editor.blockquote'),
    bulletListControlLabel: t('admin.editor.bulletList'),
    orderedListControlLabel: t('admin.editor.orderedList'),
    linkControlLabel: t('admin.editor.link'),
    unlinkControlLabel: t('admin.editor.unlink'),
    undoControlLabel: t('admin.editor.undo'),
    redoControlLabel: t('admin.editor.redo'),
    linkEditorInputLabel: t('admin.editor.linkInput'),
    linkEditorInputPlaceholder: t('admin.editor.linkPlaceholder'),
    linkEditorExternalLink: t('admin.editor.linkExternal'),
    linkEditorInternalLink: t('admin.editor.linkInternal'),
    linkEditorSave: t('admin.editor.linkSave'),
  };

  return (
    <Input.Wrapper label={label} error={error} data-testid={testId}>
      <RichTextEditor editor={editor} labels={labels} aria-invalid={error ? true : undefined}>
        <RichTextEditor.Toolbar sticky stickyOffset={0}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.Blockquote />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
            <RichTextEditor.Control onClick={() => fileInput.current?.click()} aria-label={t('admin.editor.image')} title={t('admin.editor.image')} data-testid={`${testId}-image`}>
              {uploading ? <Loader size={14} /> : <IconPhoto size={16} stroke={1.5} aria-hidden />}
            </RichTextEditor.Control>
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={240} />
      </RichTextEditor>
      <input
        ref={fileInput}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        aria-hidden
        tabIndex={-1}
        onChange={(event) => void insertImage(event.currentTarget.files?.[0])}
        data-testid={`${testId}-image-input`}
      />
    </Input.Wrapper>
  );
}
