"""A general English/Chinese glossary of the words schemas are made of.

Why: a user asks "哪些电影…" of a graph whose tag is ``movie``, or "who directed…" of an edge
``director_of``. Without a multilingual embedder (none ships offline) or user aliases, a
bilingual word list of *common schema vocabulary* bridges the two. Each line is one concept:
English words (any inflection is stemmed) and Chinese words that mean it. The list is about
the language of databases in general — people, works, places, organisations, time, money —
never about one graph's items; user aliases (``aliases.yaml``) add the rest.
"""

from __future__ import annotations

import re
from functools import lru_cache

from r3.retrieval.words import stem

#: One concept per line: ``english words | 中文 词``.
_CONCEPTS = """
person people human individual who | 人 人物 谁 个人
name called named | 名字 名称 姓名 叫 名
title | 标题 名称 书名 片名
age old young | 年龄 岁 年纪 老 年轻
birth born birthday birthdate | 出生 生日 出生日期
year | 年 年份
date day time when | 日期 时间 日 时候
start begin since from | 开始 起始 自从
end finish until | 结束 截止
count number amount quantity | 数量 数目 个数
price cost fee expensive cheap | 价格 价钱 费用 成本 贵 便宜 钱 多少钱
salary pay wage income earn | 工资 薪水 薪资 收入
budget | 预算
rating rate score star review | 评分 分数 评价 星级 打分
rank ranking position | 排名 名次
level grade degree | 级别 等级 层级
type kind category class genre sort | 类型 种类 类别 分类 类
status state | 状态
gender sex male female | 性别 男 女
height tall | 身高 高度
weight heavy | 体重 重量
length long duration minute runtime | 长度 时长 分钟 片长
page | 页 页数
size big large small | 大小 规模
population | 人口
area | 面积 区域
country nation | 国家 国
city town | 城市 市 城
place location locate site where address | 地点 位置 地方 地址 哪里 位于 所在
region province state area | 地区 省 区域
company firm corporation business enterprise | 公司 企业
organization organisation group club association | 组织 团体 机构 协会
team squad | 队 球队 团队
department division unit section | 部门 科室 科 部
project | 项目
school university college academy | 学校 大学 学院
student pupil | 学生
teacher professor lecturer instructor | 老师 教师 教授
course class subject lesson | 课程 课 科目
employee staff worker member | 员工 职员 雇员 成员
manager boss supervisor lead head chief | 经理 上级 主管 领导 负责人 老板
manage supervise lead head run | 管理 领导 负责 主管 上级 下属 汇报
report subordinate | 下属 汇报
work employ job | 工作 就职 任职 上班 做 参与
role position job | 角色 职位 职务 岗位
hire join | 入职 加入 雇佣
member belong part | 成员 属于 隶属
friend | 朋友 好友
know acquaint | 认识 了解
like love favorite favourite | 喜欢 喜爱 爱
follow | 关注 跟随
family relative kin | 家人 亲属 亲戚 家族
parent father mother | 父母 父亲 母亲 爸爸 妈妈
child son daughter kid | 孩子 儿子 女儿 子女
spouse husband wife marry married | 配偶 丈夫 妻子 结婚
sibling brother sister | 兄弟 姐妹
movie film picture | 电影 影片
actor actress star cast act | 演员 主演 出演 演
director direct | 导演 执导
produce producer | 制作 出品 制片
studio | 工作室 制片厂 片厂
book novel | 书 书籍 小说 图书
author writer write | 作者 作家 写 撰写
publish publisher press | 出版 出版社
library | 图书馆
genre style | 类型 风格 流派
music song album | 音乐 歌曲 专辑
singer artist musician | 歌手 艺术家 音乐家
play game match | 比赛 游戏 玩
player athlete | 球员 运动员 选手
coach trainer | 教练
serve service | 效力 服务
award prize win winner honor | 奖 奖项 获奖 赢 荣誉
product item goods | 产品 商品 物品
order purchase buy | 订单 购买 买
customer client buyer | 客户 顾客 买家
sell seller vendor supplier supply | 卖 销售 卖家 供应商 供应
brand | 品牌
store shop | 商店 店
restaurant | 餐厅 饭店
food dish cuisine | 食物 菜 菜品 美食
drug medicine medication | 药 药物 药品
disease illness condition sickness | 病 疾病 病症
symptom sign | 症状
treat cure heal therapy | 治疗 治 医治 疗法
cause | 导致 引起 原因
doctor physician | 医生 大夫
patient | 病人 患者
hospital clinic | 医院 诊所
dose dosage | 剂量
side effect | 副作用
prevent | 预防
diagnose diagnosis | 诊断
gene protein | 基因 蛋白
animal species | 动物 物种
plant | 植物
paper article publication | 论文 文章 出版物
cite citation reference | 引用 参考
topic keyword subject | 主题 关键词 话题
event | 事件 活动
conference meeting | 会议
language | 语言
description summary detail text | 描述 简介 介绍 详情
email mail | 邮箱 邮件
phone telephone | 电话
account user | 账户 用户
post tweet message | 帖子 消息 推文
comment | 评论
tag label | 标签
visit travel trip | 访问 参观 旅行
flight | 航班
airport | 机场
route road | 路线 道路
distance | 距离
speed | 速度
capacity seat | 容量 座位
version release | 版本 发布
software program application app | 软件 程序 应用
use depend require | 使用 依赖 需要
create found establish | 创建 创立 成立
own owner possess | 拥有 所有者 拥有者
influence inspire | 影响 启发
contain include consist | 包含 包括
locate situate | 位于 坐落
connect link relate relation relationship | 连接 关联 关系 联系
neighbor neighbour adjacent | 邻居 相邻
floor storey | 楼 楼层 层
live reside resident home | 居住 住 住在 家
borrow lend loan | 借 借阅 借书
supply provide | 供应 提供
"""

_WORD = re.compile(r"[a-z]+|[\u3400-\u9fff]+")


@lru_cache(maxsize=1)
def _index() -> dict[str, list[tuple[str, ...]]]:
    index: dict[str, list[tuple[str, ...]]] = {}
    for line in concept_lines():
        en, _, zh = line.partition("|")
        words = tuple(en.split()) + tuple(zh.split())
        for w in en.split():
            index.setdefault(stem(w), []).append(words)
    return index


def concept_lines() -> list[str]:
    """The glossary, one concept per line: ``english words | 中文 词``."""
    return _CONCEPTS.strip().splitlines()


def concept_words(word: str) -> list[str]:
    """Every word of the concepts ``word`` (an English word or a few) belongs to, itself excluded."""
    out: list[str] = []
    for w in _WORD.findall(word.lower()):
        for words in _index().get(stem(w), ()):
            out.extend(x for x in words if x != w and x not in out)
    return out


__all__ = ["concept_lines", "concept_words"]
