import { z } from "zod";

export const idParam = z.strictObject({ id: z.uuid({ error: "must be a UUID" }) });
