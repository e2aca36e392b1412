// The Helm chart (deploy/helm/tidings), checked offline: `helm lint`, `helm template` with each of
// its ci/*-values.yaml, every rendered manifest validated against the Kubernetes API's JSON schemas
// (strict: an unknown field fails) of the oldest and newest versions it supports, and the rendered
// shape held to docker-compose.yml (the same deployables, images and environment) and to what
// issue 29 asks (probes, requests, disruption budgets, autoscalers, network policies, no secret in
// the manifests). Tools, pinned and built or installed once into the ignored .tools/ folder:
// helm from the Go module proxy (`go install`), kubernetes-validate from PyPI (it ships the
// schemas of every Kubernetes version it knows, so nothing is fetched when it runs).
// `npm test` runs it; `npx tsx scripts/helm-check.ts` runs it alone.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, parseAllDocuments } from 'yaml';
import { ROOT } from './engines.js';
import { capture } from './exec.js';

export const HELM_VERSION = 'v3.22.0';
export const KUBERNETES_VALIDATE_VERSION = '1.37.0';
/** The chart's kubeVersion floor and the newest version kubernetes-validate has schemas for. */
export const KUBERNETES_VERSIONS = ['1.30.0', '1.37.0'];
const CHART = join(ROOT, 'deploy', 'helm', 'tidings');
const HELM_DIR = join(ROOT, '.tools', 'helm');
const HELM = join(HELM_DIR, 'bin', 'helm');
const VALIDATE_VENV = join(ROOT, '.tools', 'kubernetes-validate');
const VALIDATE = join(VALIDATE_VENV, 'bin', 'kubernetes-validate');
/** Kinds of optional CRDs the chart can render, which the core API schemas do not have. */
const CRD_KINDS = new Set(['ServiceMonitor']);

type Print = (text: string) => void;

const stamped = (dir: string, version: string) => existsSync(join(dir, '.tidings-version')) && readFileSync(join(dir, '.tidings-version'), 'utf8') === version;

/** The pinned helm, built first when missing or of another version (a few minutes on two cores, once). */
export async function ensureHelm(print: Print): Promise<string> {
  if (existsSync(HELM) && stamped(HELM_DIR, HELM_VERSION)) return HELM;
  print(`Building helm ${HELM_VERSION} into .tools/helm (first time only, a few minutes)...\n`);
  // -p 1: this runs in the checks lane, beside the integration tests, which have the other core.
  const built = await capture('go', ['install', '-p', '1', `helm.sh/helm/v3/cmd/helm@${HELM_VERSION}`], { ...process.env, GOBIN: join(HELM_DIR, 'bin') });
  if (built.code !== 0) throw new Error(`Building helm failed (it needs Go and the Go module proxy):\n${built.output}`);
  writeFileSync(join(HELM_DIR, '.tidings-version'), HELM_VERSION);
  return HELM;
}

function python(): string {
  for (const candidate of ['python3', 'python']) {
    const probe = spawnSync(candidate, ['-c', 'import sys, venv; sys.exit(0 if sys.version_info >= (3, 9) else 1)'], { stdio: 'ignore' });
    if (probe.status === 0) return candidate;
  }
  throw new Error('Python 3.9+ with its venv module is needed to validate the Helm chart (kubernetes-validate). Install python3 and python3-venv.');
}

/** The `kubernetes-validate` command of the pinned version, installed first when missing or of another version. */
export async function ensureKubernetesValidate(print: Print): Promise<string> {
  if (existsSync(VALIDATE) && stamped(VALIDATE_VENV, KUBERNETES_VALIDATE_VERSION)) return VALIDATE;
  print(`Installing kubernetes-validate ${KUBERNETES_VALIDATE_VERSION} into .tools/kubernetes-validate (first time only)...\n`);
  rmSync(VALIDATE_VENV, { recursive: true, force: true });
  for (const [command, args] of [
    [python(), ['-m', 'venv', VALIDATE_VENV]],
    [join(VALIDATE_VENV, 'bin', 'pip'), ['install', '--quiet', '--disable-pip-version-check', `kubernetes-validate==${KUBERNETES_VALIDATE_VERSION}`]],
  ] as const) {
    const step = await capture(command, [...args]);
    if (step.code !== 0) throw new Error(`Installing kubernetes-validate failed: ${command} ${args.join(' ')}\n${step.output}`);
  }
  writeFileSync(join(VALIDATE_VENV, '.tidings-version'), KUBERNETES_VALIDATE_VERSION);
  return VALIDATE;
}

interface ChartDependency {
  name: string;
  condition?: string;
}

/**
 * A copy of the chart without its optional dependencies (helm refuses to render a chart whose
 * dependencies are not downloaded, even when their conditions are off, and they cannot be here):
 * equivalent as long as each is behind a condition that is off by default, which this checks.
 */
function chartWithoutDependencies(problems: string[]): string {
  const copy = mkdtempSync(join(tmpdir(), 'tidings-chart-'));
  cpSync(CHART, copy, { recursive: true });
  const chartYaml = readFileSync(join(copy, 'Chart.yaml'), 'utf8');
  const values = parse(readFileSync(join(copy, 'values.yaml'), 'utf8')) as Record<string, unknown>;
  for (const dependency of ((parse(chartYaml) as { dependencies?: ChartDependency[] }).dependencies ?? [])) {
    const path = dependency.condition?.split('.') ?? [];
    const enabled = path.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], values);
    if (!dependency.condition || enabled !== false) problems.push(`Chart.yaml: dependency ${dependency.name} must be optional (a condition: that values.yaml sets false)`);
  }
  writeFileSync(join(copy, 'Chart.yaml'), chartYaml.replace(/^dependencies:[\s\S]*$/m, ''));
  return copy;
}

export interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  // Each kind's own fields, read below only where the check needs them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  spec?: any;
}

interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string } };
}

/** docker-compose.yml's deployables: each service (its first instance), the gateway and each remote. */
function composeDeployables(): Record<string, { environment: Record<string, string>; kind: 'service' | 'gateway' | 'remote' }> {
  const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
    services: Record<string, { build?: { dockerfile: string; args?: Record<string, string> }; environment?: Record<string, string> }>;
  };
  const deployables: ReturnType<typeof composeDeployables> = {};
  for (const [name, service] of Object.entries(compose.services)) {
    const build = service.build;
    if (build?.dockerfile === 'service.Dockerfile') deployables[build.args!.SERVICE!] ??= { environment: service.environment ?? {}, kind: 'service' };
    else if (build?.dockerfile === 'remote.Dockerfile') deployables[build.args!.REMOTE!] = { environment: {}, kind: 'remote' };
    else if (name === 'gateway') deployables.gateway = { environment: service.environment ?? {}, kind: 'gateway' };
  }
  return deployables;
}

const matches = (selector: Record<string, string> | undefined, labels: Record<string, string>) => Object.entries(selector ?? {}).every(([key, value]) => labels[key] === value);

/** What the rendered manifests must hold, beyond their schemas; each problem names its resource. */
export function chartProblems(manifests: Manifest[], release: string): string[] {
  const problems: string[] = [];
  const ofKind = (kind: string) => manifests.filter((manifest) => manifest.kind === kind);
  const deployments = ofKind('Deployment');
  const deployables = composeDeployables();

  if (ofKind('Secret').length > 0) problems.push('the chart renders a Secret: secrets are referenced (existingSecret), never written into the manifests');
  for (const [name, { environment, kind }] of Object.entries(deployables)) {
    const deployment = deployments.find((d) => d.metadata.name === `${release}-${name}`);
    if (!deployment) {
      problems.push(`${name}: no Deployment of its own`);
      continue;
    }
    const podLabels = deployment.spec.template.metadata.labels as Record<string, string>;
    const selects = (manifest: Manifest, selector: Record<string, string> | undefined) => (matches(selector, podLabels) ? [manifest] : []);
    const container = deployment.spec.template.spec.containers[0];
    if (!container.resources?.requests?.cpu || !container.resources?.requests?.memory) problems.push(`${name}: no CPU and memory requests`);
    if (!String(container.image).includes(`tidings/${name}:`)) problems.push(`${name}: image ${container.image} is not the one compose builds for it`);
    if (ofKind('Service').flatMap((s) => selects(s, s.spec.selector)).length !== 1) problems.push(`${name}: not exactly one Service`);
    if (ofKind('PodDisruptionBudget').flatMap((p) => selects(p, p.spec.selector.matchLabels)).length !== 1) problems.push(`${name}: not exactly one PodDisruptionBudget`);
    if (ofKind('NetworkPolicy').filter((p) => p.spec.podSelector.matchLabels?.['app.kubernetes.io/name'] === name).length !== 1) problems.push(`${name}: no NetworkPolicy of its own`);
    if (kind === 'remote') continue;

    if (container.livenessProbe?.httpGet?.path !== '/healthz') problems.push(`${name}: liveness probe is not /healthz`);
    if (container.readinessProbe?.httpGet?.path !== '/readyz') problems.push(`${name}: readiness probe is not /readyz`);
    if (!container.ports.some((port: { name: string }) => port.name === 'metrics')) problems.push(`${name}: no metrics port`);
    const autoscaler = ofKind('HorizontalPodAutoscaler').find((h) => h.spec.scaleTargetRef.name === deployment.metadata.name);
    if (!autoscaler && deployment.spec.replicas === undefined) problems.push(`${name}: neither replicas nor a HorizontalPodAutoscaler`);
    if (autoscaler && deployment.spec.replicas !== undefined) problems.push(`${name}: fixed replicas fight its HorizontalPodAutoscaler`);
    // The environment compose gives it, each variable set (a credential from its Secret).
    const env = container.env as EnvVar[];
    for (const variable of Object.keys(environment)) if (!env.some((e) => e.name === variable)) problems.push(`${name}: ${variable} (set by docker-compose.yml) is missing`);
    for (const variable of env) {
      if (/:\/\/[^/@\s]+:[^/@\s]+@/.test(variable.value ?? '')) problems.push(`${name}: ${variable.name} carries a password in the manifest`);
      if (/^(MONGO_URL|NATS_URL)$/.test(variable.name) && !variable.valueFrom?.secretKeyRef) problems.push(`${name}: ${variable.name} does not come from its Secret`);
    }
  }
  if (ofKind('HorizontalPodAutoscaler').length === 0) problems.push('no HorizontalPodAutoscaler');
  if (ofKind('Ingress').filter((ingress) => ingress.spec.rules.some((rule: { http: { paths: { backend: { service: { name: string } } }[] } }) => rule.http.paths.some((path) => path.backend.service.name === `${release}-gateway`))).length !== 1) {
    problems.push('no Ingress for the gateway');
  }

  // compose's networks: only svc-news and the gateway reach the internet; only the services reach MongoDB.
  const policies = ofKind('NetworkPolicy');
  const policyOf = (name: string) => policies.find((p) => p.spec.podSelector.matchLabels?.['app.kubernetes.io/name'] === name);
  const egressPorts = (name: string) => (policyOf(name)?.spec.egress ?? []) as { ports?: { port: number | string }[]; to?: { ipBlock?: { cidr: string } }[] }[];
  const mongoPort = 27017;
  for (const name of Object.keys(deployables)) {
    const rules = egressPorts(name);
    const internet = rules.some((rule) => rule.to?.some((peer) => peer.ipBlock?.cidr === '0.0.0.0/0'));
    if (internet !== (name === 'svc-news' || name === 'gateway')) problems.push(`${name}: ${internet ? 'reaches' : 'does not reach'} the internet`);
    const mongo = rules.some((rule) => rule.ports?.some((port) => port.port === mongoPort));
    if (mongo !== (deployables[name]!.kind === 'service')) problems.push(`${name}: ${mongo ? 'reaches' : 'does not reach'} MongoDB`);
  }
  const defaultDeny = policies.find((p) => p.metadata.name === `${release}-default-deny`);
  if (!defaultDeny || defaultDeny.spec.ingress || defaultDeny.spec.egress) problems.push('no default-deny NetworkPolicy for the release');
  return problems;
}

/** lint, template, schema validation and the chart's shape; prints what fails; resolves true when all pass. */
export async function checkHelmChart(print: Print = (text) => void process.stdout.write(text)): Promise<boolean> {
  const [helm, validate] = [await ensureHelm(print), await ensureKubernetesValidate(print)];
  const problems: string[] = [];
  const home = mkdtempSync(join(tmpdir(), 'tidings-helm-home-'));
  const chart = chartWithoutDependencies(problems);
  const helmEnv = { ...process.env, HELM_CACHE_HOME: join(home, 'cache'), HELM_CONFIG_HOME: join(home, 'config'), HELM_DATA_HOME: join(home, 'data') };
  const valueFiles = readdirSync(join(CHART, 'ci')).filter((file) => file.endsWith('-values.yaml')).sort();
  const release = 'tidings';
  try {
    // The chart as published, its dependencies declared (helm warns they are not downloaded: not --strict).
    const published = await capture(helm, ['lint', CHART, '--quiet', '--kube-version', KUBERNETES_VERSIONS.at(-1)!, '-f', join(CHART, 'ci', valueFiles[0]!)], helmEnv);
    if (published.code !== 0) problems.push(`helm lint (the chart with its dependencies):\n${published.output}`);
    const rendered: string[] = [];
    for (const file of valueFiles) {
      const values = join(CHART, 'ci', file);
      for (const kubeVersion of KUBERNETES_VERSIONS) {
        const lint = await capture(helm, ['lint', chart, '--strict', '--quiet', '--kube-version', kubeVersion, '-f', values], helmEnv);
        if (lint.code !== 0) problems.push(`helm lint (${file}, Kubernetes ${kubeVersion}):\n${lint.output}`);
      }
      const template = await capture(helm, ['template', release, chart, '--kube-version', KUBERNETES_VERSIONS.at(-1)!, '-f', values], helmEnv);
      if (template.code !== 0) {
        problems.push(`helm template (${file}):\n${template.output}`);
        continue;
      }
      const output = join(home, file.replace(/-values\.yaml$/, '.rendered.yaml'));
      writeFileSync(output, template.output);
      rendered.push(output);
      const manifests = parseAllDocuments(template.output).map((document) => document.toJS() as Manifest | null).filter((manifest): manifest is Manifest => manifest !== null);
      problems.push(...chartProblems(manifests, release).map((problem) => `${file}: ${problem}`));
    }
    // One run per version for every rendering (each run loads its schemas: about a second).
    for (const kubeVersion of KUBERNETES_VERSIONS) {
      if (rendered.length === 0) break;
      const validated = await capture(validate, ['--strict', '--quiet', '-k', kubeVersion, ...rendered]);
      // The optional CRDs have no schema among the API's: kubernetes-validate warns and goes on.
      const lines = validated.output.split('\n').filter((line) => line.trim() && !(/Couldn't find schema for kind/.test(line) && [...CRD_KINDS].some((kind) => line.includes(`kind ${kind} `))));
      if (validated.code !== 0 || lines.length > 0) problems.push(`Kubernetes ${kubeVersion} schemas:\n${lines.join('\n')}`);
    }
  } finally {
    rmSync(home, { recursive: true, force: true });
    rmSync(chart, { recursive: true, force: true });
  }
  for (const problem of problems) print(`${problem}\n`);
  if (problems.length === 0) print(`helm ${HELM_VERSION} lint and template, kubernetes-validate ${KUBERNETES_VALIDATE_VERSION} (Kubernetes ${KUBERNETES_VERSIONS.join(', ')}): ${valueFiles.join(', ')}: no problems\n`);
  return problems.length === 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = (await checkHelmChart()) ? 0 : 1;
}
