{{/*
A Node deployable (a service or the gateway): its Deployment (probes on /healthz and /readyz, the
metrics listener beside its port), Service, PodDisruptionBudget and HorizontalPodAutoscaler.
Arguments: root, name, app (its values), component, env (its environment, a YAML list), and
volumes / volumeMounts (YAML lists, optional).
*/}}
{{- define "tidings.nodeWorkload" -}}
{{- $ctx := . -}}
{{- $root := .root -}}
{{- $app := .app -}}
apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ include "tidings.fullname" $ctx }}
  labels: {{- include "tidings.labels" $ctx | nindent 4 }}
spec:
  {{- if not $app.autoscaling.enabled }}
  replicas: {{ $app.replicas }}
  {{- end }}
  revisionHistoryLimit: 5
  selector:
    matchLabels: {{- include "tidings.selectorLabels" $ctx | nindent 6 }}
  strategy:
    type: RollingUpdate
    rollingUpdate: { maxSurge: 1, maxUnavailable: 0 }
  template:
    metadata:
      labels: {{- include "tidings.labels" $ctx | nindent 8 }}
      {{- if $root.Values.metrics.podAnnotations }}
      annotations:
        prometheus.io/scrape: "true"
        prometheus.io/port: {{ $root.Values.metrics.port | quote }}
        prometheus.io/path: /metrics
      {{- end }}
    spec:
      automountServiceAccountToken: false
      {{- with $root.Values.imagePullSecrets }}
      imagePullSecrets: {{- toYaml . | nindent 8 }}
      {{- end }}
      securityContext:
        # The image's user `node` (uid 1000): numeric here, so the kubelet can tell it is not root.
        runAsNonRoot: true
        runAsUser: 1000
        runAsGroup: 1000
        fsGroup: 1000
        seccompProfile: { type: RuntimeDefault }
      # Spread the replicas, so one node's loss leaves the others serving.
      topologySpreadConstraints:
        - maxSkew: 1
          topologyKey: kubernetes.io/hostname
          whenUnsatisfiable: ScheduleAnyway
          labelSelector:
            matchLabels: {{- include "tidings.selectorLabels" $ctx | nindent 14 }}
      terminationGracePeriodSeconds: 30
      containers:
        - name: {{ .name }}
          image: {{ include "tidings.image" $ctx }}
          imagePullPolicy: {{ $root.Values.image.pullPolicy }}
          ports:
            - { name: http, containerPort: {{ $app.port }}, protocol: TCP }
            - { name: metrics, containerPort: {{ $root.Values.metrics.port }}, protocol: TCP }
          env:
            - { name: NODE_ENV, value: production }
            - { name: HOST, value: 0.0.0.0 }
            - { name: PORT, value: {{ $app.port | quote }} }
            - { name: METRICS_PORT, value: {{ $root.Values.metrics.port | quote }} }
            - { name: LOG_LEVEL, value: {{ $root.Values.logLevel | quote }} }
            {{- /* As in docker-compose.yml: always set, an empty endpoint is no tracing. */}}
            - { name: OTEL_EXPORTER_OTLP_ENDPOINT, value: {{ $root.Values.tracing.otlpEndpoint | default "" | quote }} }
            - { name: OTEL_SERVICE_NAME, value: {{ $ctx.name | quote }} }
            {{- .env | nindent 12 }}
            {{- range $key, $value := $app.env }}
            - { name: {{ $key }}, value: {{ $value | quote }} }
            {{- end }}
          # Alive while the process answers; in the rotation only while its engines (for the
          # gateway: a ready instance of each service) answer.
          startupProbe:
            httpGet: { path: /healthz, port: http }
            periodSeconds: 2
            failureThreshold: 60
          livenessProbe:
            httpGet: { path: /healthz, port: http }
            periodSeconds: 10
            timeoutSeconds: 3
            failureThreshold: 3
          readinessProbe:
            httpGet: { path: /readyz, port: http }
            periodSeconds: 5
            timeoutSeconds: 3
            failureThreshold: 2
          resources: {{- toYaml $app.resources | nindent 12 }}
          securityContext: {{- include "tidings.containerSecurity" $ctx | nindent 12 }}
          {{- with .volumeMounts }}
          volumeMounts: {{- . | nindent 12 }}
          {{- end }}
      {{- with .volumes }}
      volumes: {{- . | nindent 8 }}
      {{- end }}
---
apiVersion: v1
kind: Service
metadata:
  name: {{ include "tidings.fullname" $ctx }}
  labels: {{- include "tidings.labels" $ctx | nindent 4 }}
spec:
  type: ClusterIP
  selector: {{- include "tidings.selectorLabels" $ctx | nindent 4 }}
  ports:
    - { name: http, port: {{ $app.port }}, targetPort: http, protocol: TCP }
    - { name: metrics, port: {{ $root.Values.metrics.port }}, targetPort: metrics, protocol: TCP }
---
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: {{ include "tidings.fullname" $ctx }}
  labels: {{- include "tidings.labels" $ctx | nindent 4 }}
spec:
  # One replica at a time may be drained: the others keep serving.
  maxUnavailable: 1
  selector:
    matchLabels: {{- include "tidings.selectorLabels" $ctx | nindent 6 }}
{{- if $app.autoscaling.enabled }}
---
apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata:
  name: {{ include "tidings.fullname" $ctx }}
  labels: {{- include "tidings.labels" $ctx | nindent 4 }}
spec:
  scaleTargetRef:
    apiVersion: apps/v1
    kind: Deployment
    name: {{ include "tidings.fullname" $ctx }}
  minReplicas: {{ $app.autoscaling.minReplicas }}
  maxReplicas: {{ $app.autoscaling.maxReplicas }}
  metrics:
    - type: Resource
      resource:
        name: cpu
        target:
          type: Utilization
          averageUtilization: {{ $app.autoscaling.targetCPUUtilizationPercentage }}
{{- end }}
{{- if $root.Values.metrics.serviceMonitor.enabled }}
---
apiVersion: monitoring.coreos.com/v1
kind: ServiceMonitor
metadata:
  name: {{ include "tidings.fullname" $ctx }}
  labels:
    {{- include "tidings.labels" $ctx | nindent 4 }}
    {{- with $root.Values.metrics.serviceMonitor.labels }}
    {{- toYaml . | nindent 4 }}
    {{- end }}
spec:
  selector:
    matchLabels: {{- include "tidings.selectorLabels" $ctx | nindent 6 }}
  endpoints:
    - port: metrics
      path: /metrics
      interval: {{ $root.Values.metrics.serviceMonitor.interval }}
{{- end }}
{{- end -}}
