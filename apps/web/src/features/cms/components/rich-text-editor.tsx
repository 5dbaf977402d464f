import '@mantine/tiptap/styles.css';
import { FileButton, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, RichTextEditor } from '@mantine/tiptap';
import Image from '@tiptap/extension-image';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { uploadImage } from '../api/entries';

const PictureIcon = () => (
  <svg
    width="16"
    height="16"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="m21 16-5-5-9 9" />
  </svg>
);

type Props = { value: string; onChange: (html: string) => void; label: string; id: string };

const CONTROLS = [
  'bold',
  'italic',
  'underline',
  'strike',
  'h2',
  'h3',
  'bulletList',
  'orderedList',
  'blockquote',
  'hr',
  'link',
  'unlink',
  'undo',
  'redo',
] as const;

/**
 * The rich-text editor of every CMS kind: Tiptap through Mantine's RichTextEditor, limited to what
 * the server's allow-list keeps (decision 0111), with pictures uploaded through the files port.
 */
export function RichTextField({ value, onChange, label, id }: Props) {
  const { t } = useTranslation('cms');
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, code: false, codeBlock: false, heading: { levels: [2, 3] } }),
      Link.configure({ openOnClick: false }),
      Image,
    ],
    content: value,
    immediatelyRender: false,
    editorProps: { attributes: { 'aria-label': label, id } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  // A new source (another language tab, the server's answer) replaces the content; typing does not loop back.
  useEffect(() => {
    if (editor && !editor.isDestroyed && editor.getHTML() !== value && !(editor.isEmpty && !value)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const labels = Object.fromEntries(CONTROLS.map((c) => [`${c}ControlLabel`, t(`editor.${c}`)]));
  const addImage = async (file: File | null) => {
    if (!file || !editor) return;
    try {
      const img = await uploadImage(file);
      editor.chain().focus().setImage({ src: img.url, alt: '' }).run();
    } catch (err) {
      notifications.show({ color: 'red', message: errorText(err, t) });
    }
  };

  return (
    <RichTextEditor editor={editor} labels={{ ...labels, linkEditorInputLabel: t('editor.linkUrl'), linkEditorSave: t('editor.linkSave') }}>
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
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.Blockquote />
          <RichTextEditor.Hr />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
          <FileButton
            onChange={(f) => void addImage(f)}
            accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
            inputProps={{ 'data-testid': 'editor-image-input' } as object}
          >
            {(props) => (
              <Tooltip label={t('editor.image')}>
                <RichTextEditor.Control {...props} aria-label={t('editor.image')} title={t('editor.image')} data-testid="editor-image">
                  <PictureIcon />
                </RichTextEditor.Control>
              </Tooltip>
            )}
          </FileButton>
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo />
          <RichTextEditor.Redo />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content mih={280} />
    </RichTextEditor>
  );
}
