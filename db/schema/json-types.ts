/**
 * Shapes of the JSON columns. The zod schemas (each domain's schemas.ts under worker/domains) validate them on the way in;
 * these are the stored types, inferred from those schemas where one exists.
 */
/** A set read from an item's result (issue 27). */
export type { ResultSet } from "#shared/result-sets";

export type SelectedExercise = { id: number | string; name: string };

export type Attachment = {
  name: string;
  attachmentUrl: string;
  type?: string | null;
  size?: number | null;
};

export type ExerciseTags = {
  type: string[];
  primary_muscles: string[];
  plane: string[];
  pattern: string[];
};

/** The client email switches an organization sets as defaults (SPEC client settings). */
export type ClientEmailSwitches = {
  dailyWorkoutEmails: boolean;
  missedWorkoutEmails: boolean;
  newMessageEmails: boolean;
  newCommentEmails: boolean;
  weeklyDigest: boolean;
};

export type ClientSettings = {
  dailyWorkoutEmails: boolean;
  missedWorkoutEmails: boolean;
  newMessageEmails: boolean;
  newCommentEmails: boolean;
  weeklyDigest: boolean;
  overrideDefaults: boolean;
  workoutsThreshold: number;
  currentWeekOnly: boolean;
};

export type WorkCanWait = {
  days: Record<"mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun", boolean>;
  start: string;
  end: string;
};

export type TrainerSettings = {
  conversationShowUnreads: boolean;
  editorShowSkeletons: boolean;
  editorShowResults: boolean;
  editorShowComments: boolean;
  editorTruncateText: boolean;
  editorFontSize: "small" | "medium" | "large";
  generateWorkoutNotifications: boolean;
  generateAssessmentNotifications: boolean;
  generateBenchmarkNotifications: boolean;
  generateProgressPictureNotifications: boolean;
  generatePaymentMethodCreate: boolean;
  emailPaymentMethodCreate: boolean;
  generatePaymentMade: boolean;
  emailPaymentMade: boolean;
  newMessage: boolean;
  newComment: boolean;
  pastDueThreshold: number;
  needsAttentionThreshold: number;
  soundOnNotification: boolean;
  soundOnMessage: boolean;
  workCanWait: WorkCanWait;
  showUnreads: boolean;
  clientWorkoutsThreshold: number;
  clientCurrentWeekOnly: boolean;
  includePartnerVideos: boolean;
};
