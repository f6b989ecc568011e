import { specs as admin } from "./admin.specs";
import { specs as auth } from "./auth.specs";
import { specs as clients } from "./clients.specs";
import { specs as comments } from "./comments.specs";
import { specs as conversations } from "./conversations.specs";
import { specs as documents } from "./documents.specs";
import { specs as emails } from "./emails.specs";
import { specs as habits } from "./habits.specs";
import type { Spec } from "./kit";
import { specs as libraries } from "./libraries.specs";
import { specs as notes } from "./notes.specs";
import { specs as nutrition } from "./nutrition.specs";
import { specs as organizations } from "./organizations.specs";
import { specs as programs } from "./programs.specs";
import { specs as progress } from "./progress.specs";
import { specs as trainers } from "./trainers.specs";
import { specs as uploads } from "./uploads.specs";
import { specs as users } from "./users.specs";
import { specs as workouts } from "./workouts.specs";

/**
 * Every REST write route's spec, gathered from the domain files. A new write route adds its spec to
 * its domain's file; a new domain adds its file here.
 */
export const SPECS: Spec[] = [
  ...auth,
  ...users,
  ...organizations,
  ...trainers,
  ...clients,
  ...workouts,
  ...programs,
  ...libraries,
  ...comments,
  ...conversations,
  ...notes,
  ...documents,
  ...emails,
  ...progress,
  ...nutrition,
  ...habits,
  ...admin,
  ...uploads,
];
