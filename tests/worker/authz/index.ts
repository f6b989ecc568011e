import * as admin from "./admin.cases";
import * as auth from "./auth.cases";
import * as branding from "./branding.cases";
import * as clients from "./clients.cases";
import * as comments from "./comments.cases";
import * as conversations from "./conversations.cases";
import * as documents from "./documents.cases";
import * as emails from "./emails.cases";
import * as habits from "./habits.cases";
import type { Case, FieldCase } from "./kit";
import * as libraries from "./libraries.cases";
import * as notes from "./notes.cases";
import * as notifications from "./notifications.cases";
import * as nutrition from "./nutrition.cases";
import * as organizations from "./organizations.cases";
import * as programs from "./programs.cases";
import * as progress from "./progress.cases";
import * as records from "./records.cases";
import * as trainers from "./trainers.cases";
import * as users from "./users.cases";
import * as workouts from "./workouts.cases";

/**
 * Every domain's cases, keyed by the tRPC prefix its procedures carry (`clients` → `clients.*`).
 * A new operation adds its case to its domain's file; a new domain adds its file here.
 */
export const DOMAINS: Record<string, { cases: Case[]; fieldCases: FieldCase[] }> = {
  auth,
  users,
  organizations,
  trainers,
  clients,
  workouts,
  programs,
  libraries,
  comments,
  conversations,
  notifications,
  notes,
  documents,
  emails,
  records,
  progress,
  nutrition,
  habits,
  admin,
  branding,
};

/** The authorization matrix: every case of every domain, for every persona. */
export const MATRIX: Case[] = Object.values(DOMAINS).flatMap((d) => d.cases);

/** Fields a role may not set, each case run as its one persona. */
export const FIELDS: FieldCase[] = Object.values(DOMAINS).flatMap((d) => d.fieldCases);
