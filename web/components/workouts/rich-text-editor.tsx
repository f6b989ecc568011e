import { useLingui } from "@lingui/react/macro";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Bold, Italic, Link2, List, ListOrdered } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { SAFE_LINK } from "#shared/rich-text-rules";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { RICH_TEXT_CLASS } from "./rich-text";

/**
 * The short description's rich-text editor (Tiptap): bold, italic, bullet and numbered lists,
 * links — markup the server's sanitizer keeps (worker/domains/workouts/html.ts). Loaded lazily by
 * the workout editor (this module and Tiptap are their own chunk). `value`/`onChange` are HTML;
 * an empty document is "".
 */
export default function RichTextEditor({
  id,
  value,
  onChange,
  placeholder,
}: {
  id?: string;
  value: string;
  onChange: (html: string) => void;
  placeholder?: string;
}) {
  const { t } = useLingui();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        // Only what the sanitizer keeps and a short description needs.
        heading: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ["mailto"],
          isAllowedUri: (url) => SAFE_LINK.test(url),
        },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": placeholder ?? "",
        "data-testid": "rich-text-input",
        class: cn("min-h-16 px-3 py-2 text-sm outline-none [&_p]:my-0.5", RICH_TEXT_CLASS),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? "" : e.getHTML()),
  });
  // A new value from outside (reload after a conflict) replaces the document.
  useEffect(() => {
    // The editor can be destroyed (and its schema gone) when the panel re-renders while it loads.
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? "" : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive("bold") ?? false,
      italic: e?.isActive("italic") ?? false,
      bullet: e?.isActive("bulletList") ?? false,
      ordered: e?.isActive("orderedList") ?? false,
      link: e?.isActive("link") ?? false,
    }),
  });
  const tool = (label: string, active: boolean, run: () => void, icon: ReactNode, testId: string) => (
    <Button
      type="button"
      variant={active ? "secondary" : "ghost"}
      size="icon-sm"
      aria-label={label}
      aria-pressed={active}
      data-testid={testId}
      onMouseDown={(e) => e.preventDefault()}
      onClick={run}
    >
      {icon}
    </Button>
  );
  return (
    <div
      className="rounded-md border border-input shadow-xs focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50 dark:bg-input/30"
      data-testid="rich-text-editor"
    >
      <div className="flex gap-0.5 border-b p-1" role="toolbar" aria-label={t`格式`}>
        {tool(
          t`加粗`,
          state?.bold ?? false,
          () => editor?.chain().focus().toggleBold().run(),
          <Bold />,
          "rt-bold",
        )}
        {tool(
          t`斜体`,
          state?.italic ?? false,
          () => editor?.chain().focus().toggleItalic().run(),
          <Italic />,
          "rt-italic",
        )}
        {tool(
          t`项目符号列表`,
          state?.bullet ?? false,
          () => editor?.chain().focus().toggleBulletList().run(),
          <List />,
          "rt-bullet",
        )}
        {tool(
          t`编号列表`,
          state?.ordered ?? false,
          () => editor?.chain().focus().toggleOrderedList().run(),
          <ListOrdered />,
          "rt-ordered",
        )}
        {tool(
          t`链接`,
          state?.link ?? false,
          () => {
            if (!editor) return;
            if (editor.isActive("link")) {
              editor.chain().focus().extendMarkRange("link").unsetLink().run();
              return;
            }
            const url = window.prompt(t`链接地址（https://…）`)?.trim();
            if (!url) return;
            const href = /^(https?:|mailto:)/i.test(url) ? url : `https://${url}`;
            editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
          },
          <Link2 />,
          "rt-link",
        )}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
