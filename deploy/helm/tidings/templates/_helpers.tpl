{{/* A deployable's resource name: the release, then the deployable (svc-news, gateway, mf-feed). */}}
{{- define "tidings.fullname" -}}
{{- printf "%s-%s" .root.Release.Name .name | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{- define "tidings.selectorLabels" -}}
app.kubernetes.io/name: {{ .name }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
{{- end -}}

{{- define "tidings.labels" -}}
{{ include "tidings.selectorLabels" . }}
app.kubernetes.io/part-of: tidings
app.kubernetes.io/component: {{ .component }}
app.kubernetes.io/version: {{ .root.Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
helm.sh/chart: {{ printf "%s-%s" .root.Chart.Name .root.Chart.Version }}
{{- end -}}

{{/* The image of a deployable: the registry prefix, its repository, its tag or the chart's. */}}
{{- define "tidings.image" -}}
{{- $registry := .root.Values.image.registry -}}
{{- $tag := .app.image.tag | default .root.Values.image.tag | default .root.Chart.AppVersion -}}
{{- if $registry -}}{{ printf "%s/%s:%s" $registry .app.image.repository $tag }}{{- else -}}{{ printf "%s:%s" .app.image.repository $tag }}{{- end -}}
{{- end -}}

{{/* The services' URL inside the cluster: its Service, on its port. */}}
{{- define "tidings.serviceUrl" -}}
{{- $app := index .root.Values.services .name -}}
{{- printf "http://%s:%v" (include "tidings.fullname" .) $app.port -}}
{{- end -}}

{{/* Pods of the release with a given role (NetworkPolicy peers). */}}
{{- define "tidings.peer" -}}
- podSelector:
    matchLabels:
      app.kubernetes.io/instance: {{ .root.Release.Name }}
      app.kubernetes.io/name: {{ .name }}
{{- end -}}

{{/* NetworkPolicy peers of an engine: its pods (by selector) or its addresses (by cidrs). */}}
{{- define "tidings.enginePeers" -}}
{{- if .engine.cidrs -}}
{{- range .engine.cidrs }}
- ipBlock:
    cidr: {{ . }}
{{- end -}}
{{- else }}
- podSelector: {{- toYaml .engine.podSelector | nindent 4 }}
  namespaceSelector: {{- toYaml .engine.namespaceSelector | nindent 4 }}
{{- end -}}
{{- end -}}

{{/* The pod-level hardening every deployable shares: no root, no privilege, the runtime's seccomp. */}}
{{- define "tidings.containerSecurity" -}}
allowPrivilegeEscalation: false
capabilities:
  drop: [ALL]
{{- end -}}
