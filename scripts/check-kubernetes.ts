// `npm run check:kubernetes [DIR]`: checks the Kubernetes manifests (deploy/kubernetes by default).
// Each object is validated against the Kubernetes API's schema for its apiVersion and kind
// (kubernetes-models, generated from the API's OpenAPI definitions: types, required fields, enums);
// then what the schema cannot know: the files kustomization.yaml lists, probes on /readyz and
// /healthz, names that must meet (selectors and labels, ports, the ConfigMap and Secret a pod
// reads, each secret file's key), and every environment variable is one the server reads
// (server/config.ts). Prints one line per file, then the problems; exits 1 on any.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseAllDocuments } from "yaml";
import { CONFIG_VARIABLES, FILE_VARIABLES } from "../server/config.ts";

/* eslint-disable @typescript-eslint/no-explicit-any -- manifests are free-form YAML until validated */
type Manifest = { file: string; object: any };

const KNOWN_VARIABLES = new Set<string>([...CONFIG_VARIABLES, ...FILE_VARIABLES.map((name) => `${name}_FILE`)]);
/** Files in the directory that kustomization.yaml does not apply (on purpose). */
const NOT_APPLIED = new Set(["kustomization.yaml", "secret.example.yaml"]);

/** The kubernetes-models class of an apiVersion and kind ("apps/v1", "Deployment"), or null. */
async function modelOf(
  apiVersion: string,
  kind: string,
): Promise<(new (data: unknown) => { validate(): void }) | null> {
  if (!/^[a-z0-9.]+(\/[a-z0-9]+)?$/.test(apiVersion) || !/^[A-Za-z]+$/.test(kind)) return null;
  try {
    const mod = (await import(/* @vite-ignore */ `kubernetes-models/${apiVersion}/${kind}`)) as Record<string, unknown>;
    return (mod[kind] as new (data: unknown) => { validate(): void }) ?? null;
  } catch {
    return null;
  }
}

const matches = (selector: Record<string, string> | undefined, labels: Record<string, string> | undefined) =>
  !!selector && Object.keys(selector).length > 0 && Object.entries(selector).every(([k, v]) => labels?.[k] === v);

export interface CheckResult {
  /** "file: Kind name" of every object read. */
  objects: string[];
  problems: string[];
}

export async function checkKubernetesManifests(dir: string): Promise<CheckResult> {
  const problems: string[] = [];
  const manifests: Manifest[] = [];
  const files = readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort();
  for (const file of files) {
    // YAML 1.1, as Kubernetes reads it (`off` is a boolean there, `0440` an octal number).
    for (const doc of parseAllDocuments(readFileSync(path.join(dir, file), "utf8"), { version: "1.1" })) {
      for (const err of doc.errors) problems.push(`${file}: YAML: ${err.message}`);
      const object = doc.toJS();
      if (object) manifests.push({ file, object });
    }
  }

  // Every object against the API schema of its kind.
  for (const { file, object } of manifests) {
    if (object.kind === "Kustomization") continue;
    const Model = await modelOf(String(object.apiVersion), String(object.kind));
    if (!Model) {
      problems.push(`${file}: unknown apiVersion/kind ${object.apiVersion}/${object.kind}`);
      continue;
    }
    try {
      new Model(object).validate();
    } catch (err) {
      problems.push(`${file}: ${object.kind} ${object.metadata?.name}: ${(err as Error).message}`);
    }
  }

  // kustomization.yaml applies every manifest of the directory but the example Secret.
  const kustomization = manifests.find((m) => m.object.kind === "Kustomization")?.object;
  if (!kustomization) problems.push("kustomization.yaml: missing");
  else {
    const listed = new Set<string>(kustomization.resources ?? []);
    for (const r of listed)
      if (!existsSync(path.join(dir, r))) problems.push(`kustomization.yaml: resource ${r} does not exist`);
    for (const f of files)
      if (!NOT_APPLIED.has(f) && !listed.has(f)) problems.push(`kustomization.yaml: ${f} is not in resources`);
  }

  const all = manifests.filter((m) => m.object.kind !== "Kustomization");
  const named = (kind: string, name: string) =>
    all.find((m) => m.object.kind === kind && m.object.metadata?.name === name)?.object;
  const configMaps = all.filter((m) => m.object.kind === "ConfigMap");
  const secrets = all.filter((m) => m.object.kind === "Secret");
  for (const { file, object: cm } of configMaps) {
    for (const key of Object.keys(cm.data ?? {}))
      if (!KNOWN_VARIABLES.has(key))
        problems.push(
          `${file}: ConfigMap ${cm.metadata.name}: ${key} is not a variable the server reads (server/config.ts)`,
        );
  }

  for (const { file, object: deployment } of all.filter((m) => m.object.kind === "Deployment")) {
    const where = `${file}: Deployment ${deployment.metadata?.name}`;
    const pod = deployment.spec?.template;
    if (!matches(deployment.spec?.selector?.matchLabels, pod?.metadata?.labels))
      problems.push(`${where}: the selector does not match the pod's labels`);
    const volumes = new Map<string, any>((pod?.spec?.volumes ?? []).map((v: any) => [v.name, v]));
    const containers: any[] = [...(pod?.spec?.initContainers ?? []), ...(pod?.spec?.containers ?? [])];
    for (const c of containers) {
      const at = `${where}: container ${c.name}`;
      for (const source of c.envFrom ?? []) {
        if (source.configMapRef && !named("ConfigMap", source.configMapRef.name))
          problems.push(`${at}: no ConfigMap ${source.configMapRef.name}`);
      }
      const mounts: any[] = c.volumeMounts ?? [];
      for (const m of mounts)
        if (!volumes.has(m.name)) problems.push(`${at}: mounts ${m.name}, which is not a volume of the pod`);
      for (const e of c.env ?? []) {
        if (!KNOWN_VARIABLES.has(e.name))
          problems.push(`${at}: ${e.name} is not a variable the server reads (server/config.ts)`);
        if (!e.name.endsWith("_FILE")) continue;
        // A secret file: under a mounted Secret volume, named by one of that Secret's keys.
        const mount = mounts.find((m) => String(e.value).startsWith(`${m.mountPath}/`));
        const secretName = mount && volumes.get(mount.name)?.secret?.secretName;
        const key = mount ? String(e.value).slice(mount.mountPath.length + 1) : "";
        const secret = secrets.find((s) => s.object.metadata?.name === secretName)?.object;
        if (!secretName) problems.push(`${at}: ${e.name} (${e.value}) is not in a mounted Secret`);
        else if (!secret)
          problems.push(
            `${at}: no example of the Secret ${secretName} (secret.example.yaml) to check ${e.name} against`,
          );
        else if (!(key in { ...secret.data, ...secret.stringData }))
          problems.push(`${at}: ${e.name} reads key ${key}, which the Secret ${secretName} does not have`);
      }
    }
    const main = (pod?.spec?.containers ?? [])[0];
    const init = (pod?.spec?.initContainers ?? [])[0];
    if (init && JSON.stringify(init.env) !== JSON.stringify(main?.env))
      problems.push(`${where}: the init container's env differs from the server's`);
    const portNames = new Set((main?.ports ?? []).map((p: any) => p.name));
    const probe = (name: string, pathWanted: string) => {
      const p = main?.[name]?.httpGet;
      if (p?.path !== pathWanted)
        problems.push(`${where}: ${name} must ask ${pathWanted} (it asks ${p?.path ?? "nothing"})`);
      else if (typeof p.port === "string" && !portNames.has(p.port))
        problems.push(`${where}: ${name} port ${p.port} is not a port of the container`);
    };
    probe("readinessProbe", "/readyz");
    probe("livenessProbe", "/healthz");
    for (const { file: sfile, object: service } of all.filter(
      (m) => m.object.kind === "Service" && m.object.spec?.type !== "ExternalName",
    )) {
      if (!matches(service.spec?.selector, pod?.metadata?.labels))
        problems.push(`${sfile}: Service ${service.metadata?.name} selects no pod of ${deployment.metadata?.name}`);
      for (const p of service.spec?.ports ?? []) {
        if (typeof p.targetPort === "string" && !portNames.has(p.targetPort))
          problems.push(
            `${sfile}: Service ${service.metadata?.name}: targetPort ${p.targetPort} is not a port of the container`,
          );
      }
    }
    for (const { file: pfile, object: pdb } of all.filter((m) => m.object.kind === "PodDisruptionBudget")) {
      if (!matches(pdb.spec?.selector?.matchLabels, pod?.metadata?.labels))
        problems.push(`${pfile}: PodDisruptionBudget ${pdb.metadata?.name} selects no pod`);
    }
  }

  for (const { file, object: ingress } of all.filter((m) => m.object.kind === "Ingress")) {
    for (const rule of ingress.spec?.rules ?? []) {
      for (const p of rule.http?.paths ?? []) {
        const backend = p.backend?.service;
        const service = backend && named("Service", backend.name);
        if (!service) problems.push(`${file}: Ingress ${ingress.metadata?.name}: no Service ${backend?.name}`);
        else if (backend.port?.name && !(service.spec?.ports ?? []).some((sp: any) => sp.name === backend.port.name)) {
          problems.push(
            `${file}: Ingress ${ingress.metadata?.name}: Service ${backend.name} has no port ${backend.port.name}`,
          );
        }
      }
    }
  }

  return {
    objects: manifests.map(({ file, object }) => `${file}: ${object.kind} ${object.metadata?.name ?? ""}`.trimEnd()),
    problems,
  };
}

if (import.meta.main) {
  const dir = path.resolve(process.argv[2] ?? "deploy/kubernetes");
  const { objects, problems } = await checkKubernetesManifests(dir);
  for (const o of objects) console.log(`check-kubernetes: ${o}`);
  for (const p of problems) console.error(`check-kubernetes: PROBLEM ${p}`);
  console.log(
    `check-kubernetes: ${objects.length} objects, ${problems.length} problems (${path.relative(process.cwd(), dir) || "."})`,
  );
  process.exit(problems.length ? 1 : 0);
}
