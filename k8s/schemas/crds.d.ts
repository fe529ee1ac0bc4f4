/**
 * The custom resources Kiin's manifests use, as far as they use them: Strimzi
 * (kafka.strimzi.io/v1beta2, Strimzi 0.45), CloudNativePG (postgresql.cnpg.io/v1, 1.25) and the
 * Prometheus Operator (monitoring.coreos.com/v1). Written from each project's CRD reference;
 * `scripts/k8s-validate.mjs` checks every rendered object against them, unknown fields
 * included. A field the manifests start to use is added here first, from the same reference.
 */
import type { Affinity, ResourceRequirements, Toleration } from 'kubernetes-types/core/v1';
import type { LabelSelector, ObjectMeta } from 'kubernetes-types/meta/v1';
import type { NetworkPolicyPeer } from 'kubernetes-types/networking/v1';

type Config = Record<string, string | number | boolean>;

// ---- Strimzi -------------------------------------------------------------------------------

interface PersistentClaimStorage {
  id?: number;
  type: 'persistent-claim';
  size: string;
  class?: string;
  deleteClaim?: boolean;
  kraftMetadata?: 'shared';
  selector?: Record<string, string>;
}
interface EphemeralStorage {
  id?: number;
  type: 'ephemeral';
  sizeLimit?: string;
  kraftMetadata?: 'shared';
}
type SingleVolumeStorage = PersistentClaimStorage | EphemeralStorage;
type Storage = SingleVolumeStorage | { type: 'jbod'; volumes: SingleVolumeStorage[] };

interface JvmOptions {
  '-Xms'?: string;
  '-Xmx'?: string;
  '-XX'?: Record<string, string>;
  gcLoggingEnabled?: boolean;
  javaSystemProperties?: { name: string; value: string }[];
}

interface PodTemplate {
  metadata?: { labels?: Record<string, string>; annotations?: Record<string, string> };
  affinity?: Affinity;
  tolerations?: Toleration[];
  priorityClassName?: string;
  terminationGracePeriodSeconds?: number;
}

interface KafkaListener {
  name: string;
  port: number;
  type: 'internal' | 'cluster-ip' | 'route' | 'loadbalancer' | 'nodeport' | 'ingress';
  tls: boolean;
  authentication?: { type: 'tls' | 'scram-sha-512' | 'oauth' | 'custom' };
  configuration?: Record<string, unknown>;
  networkPolicyPeers?: NetworkPolicyPeer[];
}

interface EntityOperatorComponent {
  watchedNamespace?: string;
  reconciliationIntervalMs?: number;
  resources?: ResourceRequirements;
  jvmOptions?: JvmOptions;
  logging?: { type: 'inline' | 'external'; loggers?: Record<string, string> };
}

export interface KafkaNodePool {
  apiVersion: 'kafka.strimzi.io/v1beta2';
  kind: 'KafkaNodePool';
  metadata: ObjectMeta;
  spec: {
    replicas: number;
    roles: ('controller' | 'broker')[];
    storage: Storage;
    resources?: ResourceRequirements;
    jvmOptions?: JvmOptions;
    template?: { pod?: PodTemplate };
  };
}

export interface Kafka {
  apiVersion: 'kafka.strimzi.io/v1beta2';
  kind: 'Kafka';
  metadata: ObjectMeta;
  spec: {
    kafka: {
      version?: string;
      metadataVersion?: string;
      listeners: KafkaListener[];
      config?: Config;
      authorization?: { type: 'simple' | 'opa' | 'keycloak' | 'custom'; superUsers?: string[] };
      rack?: { topologyKey: string };
      resources?: ResourceRequirements;
      jvmOptions?: JvmOptions;
      template?: { pod?: PodTemplate };
    };
    entityOperator?: {
      topicOperator?: EntityOperatorComponent;
      userOperator?: EntityOperatorComponent;
      template?: { pod?: PodTemplate };
    };
    kafkaExporter?: { topicRegex?: string; groupRegex?: string; resources?: ResourceRequirements };
    cruiseControl?: { config?: Config; resources?: ResourceRequirements };
  };
}

export interface KafkaTopic {
  apiVersion: 'kafka.strimzi.io/v1beta2';
  kind: 'KafkaTopic';
  metadata: ObjectMeta;
  spec: {
    topicName?: string;
    partitions?: number;
    replicas?: number;
    config?: Config;
  };
}

// ---- CloudNativePG ---------------------------------------------------------------------------

interface RoleConfiguration {
  name: string;
  ensure?: 'present' | 'absent';
  comment?: string;
  login?: boolean;
  superuser?: boolean;
  createdb?: boolean;
  createrole?: boolean;
  inherit?: boolean;
  replication?: boolean;
  bypassrls?: boolean;
  connectionLimit?: number;
  validUntil?: string;
  inRoles?: string[];
  passwordSecret?: { name: string };
  disablePassword?: boolean;
}

export interface Cluster {
  apiVersion: 'postgresql.cnpg.io/v1';
  kind: 'Cluster';
  metadata: ObjectMeta;
  spec: {
    instances: number;
    imageName?: string;
    primaryUpdateStrategy?: 'unsupervised' | 'supervised';
    primaryUpdateMethod?: 'switchover' | 'restart';
    enableSuperuserAccess?: boolean;
    bootstrap?: {
      initdb?: { database?: string; owner?: string; secret?: { name: string }; postInitSQL?: string[]; postInitApplicationSQL?: string[] };
    };
    postgresql?: { parameters?: Record<string, string>; pg_hba?: string[]; shared_preload_libraries?: string[] };
    managed?: { roles?: RoleConfiguration[] };
    storage: { size: string; storageClass?: string; resizeInUseVolumes?: boolean };
    walStorage?: { size: string; storageClass?: string };
    resources?: ResourceRequirements;
    affinity?: {
      enablePodAntiAffinity?: boolean;
      topologyKey?: string;
      podAntiAffinityType?: 'preferred' | 'required';
      nodeSelector?: Record<string, string>;
      tolerations?: Toleration[];
    };
    monitoring?: { enablePodMonitor?: boolean };
    backup?: { barmanObjectStore?: Record<string, unknown>; retentionPolicy?: string };
  };
}

export interface Database {
  apiVersion: 'postgresql.cnpg.io/v1';
  kind: 'Database';
  metadata: ObjectMeta;
  spec: {
    name: string;
    owner: string;
    cluster: { name: string };
    ensure?: 'present' | 'absent';
    databaseReclaimPolicy?: 'retain' | 'delete';
    encoding?: string;
    template?: string;
  };
}

// ---- Prometheus Operator -----------------------------------------------------------------------

interface AlertingRule {
  alert: string;
  expr: string;
  for?: string;
  keep_firing_for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}
interface RecordingRule {
  record: string;
  expr: string;
  labels?: Record<string, string>;
}

export interface PrometheusRule {
  apiVersion: 'monitoring.coreos.com/v1';
  kind: 'PrometheusRule';
  metadata: ObjectMeta;
  spec: { groups: { name: string; interval?: string; rules: (AlertingRule | RecordingRule)[] }[] };
}

export interface PodMonitor {
  apiVersion: 'monitoring.coreos.com/v1';
  kind: 'PodMonitor';
  metadata: ObjectMeta;
  spec: {
    selector: LabelSelector;
    namespaceSelector?: { any?: boolean; matchNames?: string[] };
    jobLabel?: string;
    podMetricsEndpoints: {
      port?: string;
      path?: string;
      interval?: string;
      scrapeTimeout?: string;
      scheme?: 'http' | 'https';
      honorLabels?: boolean;
    }[];
  };
}

/** Each custom resource by apiVersion and kind. */
export interface CustomResources {
  'kafka.strimzi.io/v1beta2': { Kafka: Kafka; KafkaNodePool: KafkaNodePool; KafkaTopic: KafkaTopic };
  'postgresql.cnpg.io/v1': { Cluster: Cluster; Database: Database };
  'monitoring.coreos.com/v1': { PrometheusRule: PrometheusRule; PodMonitor: PodMonitor };
}
