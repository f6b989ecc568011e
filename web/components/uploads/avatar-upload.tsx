import { Trans } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { initials } from "@/components/layout/user-avatar";
import { auth, type SessionUser } from "@/lib/auth";
import { trpc } from "@/lib/trpc";
import { ImageUpload } from "./image-upload";

/**
 * The signed-in person's own avatar, uploaded or removed (PUT /users/{id} with `upload_id`, or
 * `image_url: null`), saved at once: the stored session and the header follow. Used by the coach's
 * profile and the client app's profile. `onSaved` lets a form holding the avatar's URL take the new one.
 */
export function AvatarUpload({
  user,
  onSaved,
}: {
  user: SessionUser;
  onSaved?: (user: SessionUser) => void;
}) {
  const queryClient = useQueryClient();
  const update = useMutation({ ...trpc.users.update.mutationOptions(), meta: { silent: true } });
  const saved = async (change: { upload_id: string } | { image_url: null }) => {
    const result = await update.mutateAsync({ id: user.id, user: change });
    auth.updateUser(result.user);
    onSaved?.(result.user);
    await queryClient.invalidateQueries(trpc.users.get.pathFilter());
  };
  return (
    <ImageUpload
      label={<Trans>头像</Trans>}
      imageUrl={user.image_url}
      placeholder={<span className="text-xl font-semibold text-muted-foreground">{initials(user.name)}</span>}
      onSave={(upload_id) => saved({ upload_id })}
      onRemove={() => saved({ image_url: null })}
      testId="avatar-upload"
    />
  );
}
